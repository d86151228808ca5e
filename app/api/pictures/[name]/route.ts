import { pictureFailure, pictureResponse } from '@/lib/http/picture-response';
import { parsePictureName } from '@/lib/pictures/picture-address';
import { storedPicture } from '@/lib/pictures/picture-service';
import { limitRequest } from '@/lib/rate-limit/limit-request';

export const dynamic = 'force-dynamic';

/** A name is its content's hash: what is at an address never changes, so caches keep it for a year. */
const PICTURE_CACHE = 'public, max-age=31536000, immutable';

/**
 * GET /api/pictures/<hash>.jpg → a picture the team uploaded for a post; <hash>-<width>w.jpg → the
 * same picture at one of the widths pages offer (PICTURE_WIDTHS). A name of any other shape, any
 * other width included, is not looked up at all: it answers 404, as an unknown one does.
 */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const limited = await limitRequest(request, 'pictures');
  if (limited) return limited;
  const { name } = await params;
  const wanted = parsePictureName(name);
  if (!wanted) return pictureFailure(404, 'Unknown picture');
  try {
    const picture = await storedPicture(wanted);
    if (!picture) return pictureFailure(404, 'Unknown picture');
    return pictureResponse(picture, PICTURE_CACHE);
  } catch (error) {
    console.error('Stored picture unavailable', error);
    return pictureFailure(503, 'Picture unavailable');
  }
}
