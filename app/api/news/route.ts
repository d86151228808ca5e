import { NextResponse, type NextRequest } from 'next/server';
import { newsService, NewsError } from '@/lib/news';
import { newsQuerySchema, parseQuery } from '@/lib/news/query-schema';
import { limitRequest } from '@/lib/rate-limit/limit-request';

export const dynamic = 'force-dynamic';

/**
 * GET /api/news?category=&page=&limit=&district= → the News page result. `limit` is 4 or 20;
 * `district=rohtas` answers the district's edition; a page past the last one answers 404.
 */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, 'news');
  if (limited) return limited;
  const query = parseQuery(newsQuerySchema, request.nextUrl.searchParams);
  if (!query.ok) return NextResponse.json({ error: query.error, field: query.field }, { status: 400 });
  try {
    return NextResponse.json(await newsService().getNews({ ...query.value, district: query.value.district !== '' }));
  } catch (error) {
    if (error instanceof NewsError) return NextResponse.json({ error: error.message }, { status: error.status });
    console.error('News fetch failed', error);
    return NextResponse.json({ error: 'Failed to fetch news' }, { status: 500 });
  }
}
