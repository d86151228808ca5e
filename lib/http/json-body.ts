import { safeParse, type $ZodType } from 'zod/v4/core';

/** Small JSON bodies only: anything larger is refused before it is read in full. */
export const MAX_JSON_BODY_BYTES = 4096;

export type BodyResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 413 | 415 };

/**
 * Reads at most `limit` bytes of a body. Bytes are counted as they arrive, not taken from
 * Content-Length, because a chunked body declares no length: reading stops (and the stream is
 * cancelled) at the first chunk past the limit, so a huge body costs only a few kilobytes.
 */
async function readBytesUpTo(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > limit) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads and validates a JSON request body against a schema, refusing one over `limit` bytes. */
export async function readJsonBody<T>(
  request: Request,
  schema: $ZodType<T>,
  limit: number = MAX_JSON_BODY_BYTES,
): Promise<BodyResult<T>> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return { ok: false, status: 415 };
  }
  // An honest Content-Length lets an oversized body be refused without reading any of it.
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return { ok: false, status: 413 };
  const bytes = await readBytesUpTo(request.body, limit);
  if (!bytes) return { ok: false, status: 413 };
  let raw: unknown;
  try {
    // Invalid UTF-8 is a malformed body, not something to repair with replacement characters.
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, status: 400 };
  }
  const parsed = safeParse(schema, raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, status: 400 };
}
