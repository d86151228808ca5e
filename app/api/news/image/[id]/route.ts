import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { articlePicture, PictureFetchError } from '@/lib/news';
import { PICTURE_ID_PATTERN } from '@/lib/news/presentation';
import { limitRequest } from '@/lib/rate-limit/limit-request';

export const dynamic = 'force-dynamic';

const idSchema = z.string().regex(PICTURE_ID_PATTERN);

/** A picture stays the same for its article; a day in caches spares the news site. */
const PICTURE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
/** A failing news site is not asked again for every reader. */
const FAILURE_CACHE = 'public, max-age=300';

const failure = (status: number, message: string, cacheControl = 'no-store') =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl },
  });

/**
 * GET /api/news/image/<article id> → the article's picture, fetched by the server from its news
 * site. Only pictures of articles this server handed out are served; the browser shows the
 * placeholder when this answers an error.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const limited = await limitRequest(request, 'newsImage');
  if (limited) return limited;
  const id = idSchema.safeParse((await params).id);
  if (!id.success) return failure(400, 'Invalid article id');
  try {
    const picture = await articlePicture(id.data);
    if (!picture) return failure(404, 'Unknown article picture');
    return new Response(new Uint8Array(picture.bytes), {
      headers: {
        'Content-Type': picture.contentType,
        'Content-Length': String(picture.bytes.length),
        'Cache-Control': PICTURE_CACHE,
      },
    });
  } catch (error) {
    if (error instanceof PictureFetchError) return failure(error.status, error.message, FAILURE_CACHE);
    console.error('Article picture failed', error);
    return failure(502, 'Picture could not be fetched', FAILURE_CACHE);
  }
}
