import { withIdToken } from '@/lib/team/id-token';
import type { UploadedPicture } from '@/lib/pictures/types';

/** Why an upload was refused: too large, not a picture, not allowed, or no connection. */
export class PictureUploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`Picture upload: ${status} ${code}`);
    this.name = 'PictureUploadError';
  }
}

/**
 * Uploads a picture from the phone (camera or gallery) for a post. The server resizes it, strips
 * its location and other metadata, stores it and answers our own address of it.
 */
export async function uploadPicture(idToken: string, file: Blob): Promise<UploadedPicture> {
  const body = new FormData();
  body.append('picture', file);
  let response: Response;
  try {
    response = await fetch('/api/team/pictures', withIdToken(idToken, { method: 'POST', body }));
  } catch {
    throw new PictureUploadError(0, 'offline');
  }
  const answer = (await response.json().catch(() => null)) as
    { ok: true; picture: UploadedPicture } | { ok: false; code?: string } | null;
  if (response.ok && answer?.ok) return answer.picture;
  throw new PictureUploadError(response.status, (answer && !answer.ok && answer.code) || 'failed');
}
