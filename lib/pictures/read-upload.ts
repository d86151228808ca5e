import { readBytesUpTo } from '@/lib/http/limited-body';

/** The largest picture accepted: a phone's full-size photo fits. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** The form's own bytes around the file (boundaries, field headers). */
const FORM_OVERHEAD_BYTES = 16 * 1024;
export const PICTURE_FIELD = 'picture';

export type UploadReadRefusal = 'tooLarge' | 'invalid';

/**
 * The bytes of the form's `picture` file. A body larger than the limit is refused as it arrives:
 * at once when its Content-Length says so, else at the first chunk past it (a chunked body
 * declares no length), so a huge upload costs only what was read until then.
 */
export async function readPictureUpload(
  request: Request,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; code: UploadReadRefusal }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return { ok: false, code: 'invalid' };
  const limit = MAX_PICTURE_BYTES + FORM_OVERHEAD_BYTES;
  if (Number(request.headers.get('content-length') ?? 0) > limit) return { ok: false, code: 'tooLarge' };
  const body = await readBytesUpTo(request.body, limit);
  if (!body) return { ok: false, code: 'tooLarge' };
  // The counted bytes, parsed by the platform's own multipart reader.
  const form = await new Response(body, { headers: { 'content-type': contentType } }).formData().catch(() => null);
  const file = form?.get(PICTURE_FIELD);
  if (!(file instanceof Blob)) return { ok: false, code: 'invalid' };
  if (file.size > MAX_PICTURE_BYTES) return { ok: false, code: 'tooLarge' };
  return { ok: true, bytes: new Uint8Array(await file.arrayBuffer()) };
}
