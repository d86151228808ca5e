// A stand-in for the Currents API for the end-to-end tests: GET /v1/search answers from the
// bundled sample corpus with keywords, paging, category filter and news_count, like the real service.
// The "jobs" category always answers 429, so a test can see the rate-limit path without
// changing shared state. Two articles of the first page have their pictures on this server, as a
// news site's would be: one is gone (404), one is a real JPEG (e2e/news-pictures.spec.ts).
// Two searches fail as a provider does: "provider-error" with its own message, "provider-silent"
// with none (e2e/hindi-messages.spec.ts).
// POST /failing/on makes every search answer 503 until POST /failing/off (a test's own instance
// only: e2e/news-serving.spec.ts).
// Usage: node e2e/support/fake-currents-server.mjs [port]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? process.env.FAKE_CURRENTS_PORT ?? 3199);
const items = JSON.parse(readFileSync(new URL('../../lib/news/data/sample-news.json', import.meta.url), 'utf8'));
const EXPECTED_KEY = process.env.FAKE_CURRENTS_KEY ?? 'e2e-secret-key';
const RATE_LIMITED_CATEGORY = 'jobs';
/** Searches that fail: with the provider's own message, and with an empty answer. */
const FAILING_SEARCHES = { 'provider-error': { message: 'Invalid API key' }, 'provider-silent': null };
const STATE_NAMES = new Set(['Bihar', 'बिहार']);
let requests = 0;
/** Each search asked for (page, size, category), so a test can count page calls apart from count calls. */
const searches = [];
let failing = false;
const FAILING = '/failing/';

const PICTURES = '/pictures/';
const MISSING_PICTURE = `${PICTURES}missing.jpg`;
const SERVED_PICTURE = `${PICTURES}served.jpg`;
const servedPicture = readFileSync(new URL('../../public/news/river.jpg', import.meta.url));
/** The places in the corpus of the article whose picture is gone and the one whose picture is served. */
const MISSING_PICTURE_INDEX = 4;
const SERVED_PICTURE_INDEX = 5;
items[MISSING_PICTURE_INDEX].image = `http://127.0.0.1:${port}${MISSING_PICTURE}`;
items[SERVED_PICTURE_INDEX].image = `http://127.0.0.1:${port}${SERVED_PICTURE}`;

const send = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  if (url.pathname === '/health') return send(res, 200, { ok: true, requests, searches });
  if (req.method === 'POST' && url.pathname.startsWith(FAILING)) {
    failing = url.pathname === `${FAILING}on`;
    return send(res, 200, { failing });
  }
  if (url.pathname === SERVED_PICTURE) {
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': servedPicture.length });
    return res.end(servedPicture);
  }
  if (url.pathname.startsWith(PICTURES)) return send(res, 404, { message: 'Not found' });
  if (url.pathname !== '/v1/search') return send(res, 404, { message: 'Not found' });
  requests += 1;
  const q = url.searchParams;
  if (q.get('apiKey') !== EXPECTED_KEY) return send(res, 401, { message: 'Invalid API key' });
  const category = q.get('category');
  searches.push({
    page: Number(q.get('page_number') ?? 1),
    size: Number(q.get('page_size') ?? 30),
    category,
    keywords: q.get('keywords'),
  });
  if (category === RATE_LIMITED_CATEGORY) return send(res, 429, { message: 'Too many requests' });
  if (failing) return send(res, 503, { message: 'Service unavailable' });
  const page = Number(q.get('page_number') ?? 1);
  const size = Number(q.get('page_size') ?? 30);
  const keywords = q.get('keywords') ?? '';
  if (Object.hasOwn(FAILING_SEARCHES, keywords)) {
    const body = FAILING_SEARCHES[keywords];
    if (body) return send(res, 500, body);
    res.writeHead(500);
    return res.end();
  }
  // The state's name finds the whole feed (every sample is about the state); another keyword, the
  // articles whose text contains it, as the district edition's searches expect.
  const aboutKeywords = (item) =>
    STATE_NAMES.has(keywords) || `${item.title} ${item.description}`.toLowerCase().includes(keywords.toLowerCase());
  const matching = items.filter(
    (item) => aboutKeywords(item) && (!category || (item.category ?? []).includes(category)),
  );
  send(res, 200, {
    status: 'ok',
    news: matching.slice((page - 1) * size, page * size),
    news_count: matching.length,
    page,
  });
}).listen(port, '127.0.0.1', () => console.log(`fake Currents API on http://127.0.0.1:${port}/v1`));
