// News benchmark: provider requests for 100 reader page views with a warm cache, and /api/news
// throughput and p95 latency under autocannon, against the production build pointed at the
// local fake provider (e2e/support/fake-currents-server.mjs).
import autocannon from 'autocannon';
import { fromNextVisitor } from './page-load.mjs';
import { startGroup, waitFor } from './processes.mjs';

const KEY = 'bench-key';

const providerCount = async (fakeUrl) => (await (await fetch(`${fakeUrl}/health`)).json()).requests;

export async function benchNews({ sitePort = 3201, fakePort = 3299, seconds = 10, connections = 10 } = {}) {
  const fakeUrl = `http://127.0.0.1:${fakePort}`;
  const site = `http://localhost:${sitePort}`;
  const stops = [
    startGroup('node', ['e2e/support/fake-currents-server.mjs', String(fakePort)], { FAKE_CURRENTS_KEY: KEY }),
    startGroup('node', ['node_modules/.bin/next', 'start', '-p', String(sitePort)], {
      NEXT_TELEMETRY_DISABLED: '1',
      NEWS_API_KEY: KEY,
      NEWS_API_BASE_URL: `${fakeUrl}/v1`,
      // The load comes from many visitors (see below), each behind one trusted proxy hop.
      TRUST_PROXY_HOPS: '1',
    }),
  ];
  try {
    await waitFor(`${fakeUrl}/health`);
    await waitFor(`${site}/`);
    await fetch(`${site}/news`); // warm the cache
    const before = await providerCount(fakeUrl);
    for (let i = 0; i < 100; i++) await (await fetch(`${site}/news`)).text();
    const providerRequests = (await providerCount(fakeUrl)) - before;

    const latencies = [];
    // Every request from its own address: one address would meet the per-address limit after 120
    // requests and the run would measure 429 answers instead of the news.
    const instance = autocannon({
      url: `${site}/api/news?page=1&limit=20`,
      connections,
      duration: seconds,
      requests: [{ setupRequest: fromNextVisitor }],
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    const result = await instance;
    latencies.sort((a, b) => a - b);
    const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? NaN;
    return {
      providerRequests,
      requestsPerSecond: result.requests.average,
      p95,
      p50: result.latency.p50,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  } finally {
    stops.forEach((stop) => stop());
  }
}
