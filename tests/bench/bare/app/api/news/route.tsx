import answer from './answer.json';

// A route handler answering a page of news as JSON from memory, as the site's /api/news does from
// its cache: the framework's own cost of a JSON answer, for tests/bench/news-load.mjs to compare.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(answer);
}
