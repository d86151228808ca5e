import { NextResponse, type NextRequest } from 'next/server';
import { headlinesSource, NewsError } from '@/lib/news';
import { headlinesQuerySchema, parseQuery } from '@/lib/news/query-schema';
import { limitRequest } from '@/lib/rate-limit/limit-request';

export const dynamic = 'force-dynamic';

/** GET /api/news/headlines?category=&page= → { articles, totalResults } from the RSS feed. */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, 'headlines');
  if (limited) return limited;
  const query = parseQuery(headlinesQuerySchema, request.nextUrl.searchParams);
  if (!query.ok) return NextResponse.json({ error: query.error, field: query.field }, { status: 400 });
  try {
    return NextResponse.json(await headlinesSource().getHeadlines(query.value));
  } catch (error) {
    const status = error instanceof NewsError ? error.status : 500;
    return NextResponse.json({ error: error instanceof Error ? error.message : 'Failed to fetch news' }, { status });
  }
}
