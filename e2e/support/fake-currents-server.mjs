// A stand-in for the Currents API for the end-to-end tests: GET /v1/search answers from the
// bundled sample corpus with paging, category filter and news_count, like the real service.
// The "jobs" category always answers 429, so a test can see the rate-limit path without
// changing shared state. Usage: node e2e/support/fake-currents-server.mjs [port]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? process.env.FAKE_CURRENTS_PORT ?? 3199);
const items = JSON.parse(readFileSync(new URL('../../lib/news/data/sample-news.json', import.meta.url), 'utf8'));
const EXPECTED_KEY = process.env.FAKE_CURRENTS_KEY ?? 'e2e-secret-key';
const RATE_LIMITED_CATEGORY = 'jobs';
let requests = 0;

const send = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  if (url.pathname === '/health') return send(res, 200, { ok: true, requests });
  if (url.pathname !== '/v1/search') return send(res, 404, { message: 'Not found' });
  requests += 1;
  const q = url.searchParams;
  if (q.get('apiKey') !== EXPECTED_KEY) return send(res, 401, { message: 'Invalid API key' });
  const category = q.get('category');
  if (category === RATE_LIMITED_CATEGORY) return send(res, 429, { message: 'Too many requests' });
  const page = Number(q.get('page_number') ?? 1);
  const size = Number(q.get('page_size') ?? 30);
  const matching = items.filter((item) => !category || (item.category ?? []).includes(category));
  send(res, 200, {
    status: 'ok',
    news: matching.slice((page - 1) * size, page * size),
    news_count: matching.length,
    page,
  });
}).listen(port, '127.0.0.1', () => console.log(`fake Currents API on http://127.0.0.1:${port}/v1`));
