import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { PictureFetchError, signedPicture } from '@/lib/news';
import { MAX_PICTURE_TOKEN_LENGTH, PICTURE_TOKEN_PATTERN } from '@/lib/news/presentation';
import { pictureFailure, pictureResponse } from '@/lib/http/picture-response';
import { limitRequest } from '@/lib/rate-limit/limit-request';

export const dynamic = 'force-dynamic';

/** The length is checked before the pattern, so an endless token costs nothing to refuse. */
const tokenSchema = z.string().max(MAX_PICTURE_TOKEN_LENGTH).regex(PICTURE_TOKEN_PATTERN);

/** A picture stays the same at its address; a day in caches spares the news site. */
const PICTURE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
/** A failing news site is not asked again for every reader. */
const FAILURE_CACHE = 'public, max-age=300';

/**
 * GET /api/news/image/<base64url(url)>.<base64url(signature)> → the picture at that URL, fetched
 * by the server from its news site. A token of the wrong shape answers 400; one whose signature is
 * not this site's answers 404, without fetching anything. The browser shows the placeholder when
 * this answers an error.
 */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const limited = await limitRequest(request, 'newsImage');
  if (limited) return limited;
  const token = tokenSchema.safeParse((await params).token);
  if (!token.success) return pictureFailure(400, 'Invalid picture address');
  try {
    const picture = await signedPicture(token.data);
    if (!picture) return pictureFailure(404, 'Unknown picture address');
    return pictureResponse(picture, PICTURE_CACHE);
  } catch (error) {
    if (error instanceof PictureFetchError) return pictureFailure(error.status, error.message, FAILURE_CACHE);
    console.error('Article picture failed', error);
    return pictureFailure(502, 'Picture could not be fetched', FAILURE_CACHE);
  }
}
