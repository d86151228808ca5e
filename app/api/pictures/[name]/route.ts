import { pictureFailure, pictureResponse } from '@/lib/http/picture-response';
import { PICTURE_NAME_PATTERN } from '@/lib/pictures/picture-address';
import { storedPicture } from '@/lib/pictures/picture-service';
import { limitRequest } from '@/lib/rate-limit/limit-request';

export const dynamic = 'force-dynamic';

/** A name is its content's hash: what is at an address never changes, so caches keep it for a year. */
const PICTURE_CACHE = 'public, max-age=31536000, immutable';

/**
 * GET /api/pictures/<hash>.jpg → a picture the team uploaded for a post. A name of any other shape
 * is not looked up at all: it answers 404, as an unknown one does.
 */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const limited = await limitRequest(request, 'pictures');
  if (limited) return limited;
  const { name } = await params;
  if (!PICTURE_NAME_PATTERN.test(name)) return pictureFailure(404, 'Unknown picture');
  try {
    const picture = await storedPicture(name);
    if (!picture) return pictureFailure(404, 'Unknown picture');
    return pictureResponse(picture, PICTURE_CACHE);
  } catch (error) {
    console.error('Stored picture unavailable', error);
    return pictureFailure(503, 'Picture unavailable');
  }
}
