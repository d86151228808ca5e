import { NextResponse, type NextRequest } from 'next/server';
import { newsService, NewsError } from '@/lib/news';
import { parseQuery, searchQuerySchema } from '@/lib/news/query-schema';
import { limitRequest } from '@/lib/rate-limit/limit-request';

export const dynamic = 'force-dynamic';

/**
 * GET /api/news/search?q=&page= → a page of all news for the query (the provider's keyword
 * search; Hindi typed in Latin letters is sent as the Devanagari words it stands for). 400 for a
 * bad query, 404 past the last page, 429 when the readers' search budget is spent.
 */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, 'newsSearch');
  if (limited) return limited;
  const query = parseQuery(searchQuerySchema, request.nextUrl.searchParams);
  if (!query.ok) return NextResponse.json({ error: query.error, field: query.field }, { status: 400 });
  try {
    return NextResponse.json(await newsService().searchNews(query.value.q, query.value.page));
  } catch (error) {
    if (error instanceof NewsError) return NextResponse.json({ error: error.message }, { status: error.status });
    console.error('News search failed', error);
    return NextResponse.json({ error: 'Failed to fetch news' }, { status: 500 });
  }
}
