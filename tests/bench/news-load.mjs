// News benchmark: provider requests for 100 reader page views with a warm cache, and /api/news
// under autocannon (throughput, p50, p95, p97.5 beside its target, p99), answered from the news
// cache, against a production build pointed at the local fake provider
// (e2e/support/fake-currents-server.mjs).
// Usage alone: node tests/bench/news-load.mjs   (against the standalone test build, npm run build:test;
// NEWS_BENCH_PORT, default 3240, the next port for the fake provider and the one after for the
// bare page's JSON route, measured the same way when the bare page is built)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { NEWS_API_TARGETS } from './budgets.mjs';
import { fromNextVisitor } from './page-load.mjs';
import { BARE_DIR, startGroup, startSite, waitFor } from './processes.mjs';

const KEY = 'bench-key';
/** The cached answer measured: the reader's first page, as its client asks for it. */
const NEWS_API_PATH = '/api/news?page=1&limit=20';

const providerCount = async (fakeUrl) => (await (await fetch(`${fakeUrl}/health`)).json()).requests;

/** The latency under which `share` of the sorted latencies fall, in ms. */
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;

/** `url` under `connections` connections for `seconds` s, every request from its own address. */
async function timedLoad(url, connections, seconds) {
  const latencies = [];
  // Every request from its own address: one address would meet the per-address limit after 120
  // requests and the run would measure 429 answers instead of the news.
  const instance = autocannon({ url, connections, duration: seconds, requests: [{ setupRequest: fromNextVisitor }] });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { result, latencies };
}

/**
 * The framework's own cost of such an answer: the bare page's route answering a page of news as
 * JSON from memory (tests/bench/bare/app/api/news), under the same load.
 */
async function bareAnswer(bareOrigin, connections, seconds) {
  const url = `${bareOrigin}/api/news`;
  await autocannon({ url, connections: 1, amount: 50 });
  const { result, latencies } = await timedLoad(url, connections, seconds);
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 0.5),
    p975: percentile(latencies, 0.975),
    non2xx: result.non2xx,
  };
}

/**
 * `standalone`: the folder of Next's standalone server (npm run build:test) to start; without it,
 * `next start` on the build in .next (npm run build, as the whole bench makes it). `bareOrigin`:
 * the bare page's server, whose JSON route is measured after the site's.
 */
export async function benchNews({
  sitePort = 3201,
  fakePort = 3299,
  seconds = 10,
  connections = 10,
  standalone,
  bareOrigin,
} = {}) {
  const fakeUrl = `http://127.0.0.1:${fakePort}`;
  const site = `http://localhost:${sitePort}`;
  const siteEnv = {
    NEXT_TELEMETRY_DISABLED: '1',
    NEWS_API_KEY: KEY,
    NEWS_API_BASE_URL: `${fakeUrl}/v1`,
    // The load comes from many visitors (see below), each behind one trusted proxy hop.
    TRUST_PROXY_HOPS: '1',
  };
  const server = standalone
    ? startGroup('node', [path.join(standalone, 'server.js')], {
        ...siteEnv,
        PORT: String(sitePort),
        HOSTNAME: '127.0.0.1',
        DEMO_MODE: '1',
        RETENTION_SCHEDULE: 'off',
        PUSH_REMINDER_SCHEDULE: 'off',
      })
    : startGroup('node', ['node_modules/.bin/next', 'start', '-p', String(sitePort)], siteEnv);
  const stops = [
    startGroup('node', ['e2e/support/fake-currents-server.mjs', String(fakePort)], { FAKE_CURRENTS_KEY: KEY }),
    server,
  ];
  try {
    await waitFor(`${fakeUrl}/health`);
    await waitFor(`${site}/`);
    await fetch(`${site}/news`); // warm the cache
    const before = await providerCount(fakeUrl);
    for (let i = 0; i < 100; i++) await (await fetch(`${site}/news`)).text();
    const providerRequests = (await providerCount(fakeUrl)) - before;

    // The answer in the news cache, and the route's code loaded, before anything is timed.
    await autocannon({
      url: `${site}${NEWS_API_PATH}`,
      connections: 1,
      amount: 50,
      requests: [{ setupRequest: fromNextVisitor }],
    });
    const providerBeforeLoad = await providerCount(fakeUrl);
    const { result, latencies } = await timedLoad(`${site}${NEWS_API_PATH}`, connections, seconds);
    const providerRequestsUnderLoad = (await providerCount(fakeUrl)) - providerBeforeLoad;
    return {
      providerRequests,
      // Calls to the provider during the load: 0 when every answer came from the cache.
      providerRequestsUnderLoad,
      connections,
      seconds,
      requests: latencies.length,
      requestsPerSecond: result.requests.average,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p975: percentile(latencies, 0.975),
      p99: percentile(latencies, 0.99),
      p975TargetMs: NEWS_API_TARGETS.p975Ms,
      non2xx: result.non2xx,
      errors: result.errors,
      ...(bareOrigin ? { bare: await bareAnswer(bareOrigin, connections, seconds) } : {}),
    };
  } finally {
    stops.forEach((stop) => stop());
  }
}

const ms = (value) => `${value.toFixed(1)} ms`;

/** The run's figures, the cached answer's p97.5 beside its target. */
export function printNews(news) {
  const met = news.p975 <= news.p975TargetMs;
  console.log('\nNews (production build, local fake provider, warm cache):');
  console.log(`  provider requests for 100 /news page views: ${news.providerRequests}`);
  console.log(
    `  ${NEWS_API_PATH} under autocannon (${news.connections} connections, ${news.seconds} s, ` +
      `${news.requests} answers, provider asked ${news.providerRequestsUnderLoad} times): ` +
      `${news.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(news.p50)}, p95 ${ms(news.p95)}, ` +
      `p99 ${ms(news.p99)}, non-2xx ${news.non2xx}, errors ${news.errors}`,
  );
  console.log(`  cached answer p97.5 ${ms(news.p975)} (target ≤ ${news.p975TargetMs} ms: ${met ? 'met' : 'MISSED'})`);
  if (news.bare) {
    console.log(
      `  the bare page's JSON route (the framework alone), the same load: ${news.bare.requestsPerSecond.toFixed(0)} req/s, ` +
        `p50 ${ms(news.bare.p50)}, p97.5 ${ms(news.bare.p975)}, non-2xx ${news.bare.non2xx}; ` +
        `the site's p97.5 ${(news.p975 / news.bare.p975).toFixed(2)} times the bare route's`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sitePort = Number(process.env.NEWS_BENCH_PORT ?? 3240);
  // The bare page's build beside it when there is one (node node_modules/.bin/next build tests/bench/bare).
  const stopBare = existsSync(path.join(BARE_DIR, '.next')) ? await startSite(sitePort + 2, { dir: BARE_DIR }) : null;
  try {
    const news = await benchNews({
      sitePort,
      fakePort: sitePort + 1,
      standalone: '.next/standalone',
      ...(stopBare ? { bareOrigin: `http://localhost:${sitePort + 2}` } : {}),
    });
    printNews(news);
  } finally {
    stopBare?.();
  }
}
