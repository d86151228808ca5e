// A crowd on the news reader and the home page, against the standalone build (npm run build:test)
// pointed at the local fake provider (e2e/support/fake-currents-server.mjs). Every request comes
// from its own address behind one trusted proxy hop, as in news-load.mjs, so the per-address
// limits do not answer instead of the pages. Prints, for /news, the latency of requests one after
// another once warm, then autocannon with 100 connections for 15 s; for /, autocannon with 200
// connections for 15 s: requests per second, p50, p99, errors and time-outs. Both crowds run twice:
// straight to the server, and as deployed, behind a front that keeps a bounded number of
// connections to it (scripts/tls-front.mjs).
// Usage: node tests/bench/crowd.mjs [standalone folder, default .next/standalone]
// Ports: CROWD_PORT (default 3230) for the site and the next one for the fake provider.
import path from 'node:path';
import autocannon from 'autocannon';
import { startTlsFront } from '../../scripts/tls-front.mjs';
import { startGroup, waitFor } from './processes.mjs';

const KEY = 'crowd-key';
const sitePort = Number(process.env.CROWD_PORT ?? 3230);
const fakePort = sitePort + 1;
const site = `http://127.0.0.1:${sitePort}`;
const fake = `http://127.0.0.1:${fakePort}`;
const server = path.resolve(process.argv[2] ?? '.next/standalone', 'server.js');

let visitor = 0;
const nextAddress = () => {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};
const fromNextVisitor = (request) => ({
  ...request,
  headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
});

async function oneAfterAnother(pathname, count = 60) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await (await fetch(`${site}${pathname}`, { headers: { 'x-forwarded-for': nextAddress() } })).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share) => Math.round(times[Math.floor(times.length * share)] * 10) / 10;
  return { p50: at(0.5), p90: at(0.9) };
}

async function crowd(origin, pathname, connections, duration = 15) {
  const result = await autocannon({
    url: `${origin}${pathname}`,
    connections,
    duration,
    requests: [{ setupRequest: fromNextVisitor }],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answered: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const stops = [
  startGroup('node', ['e2e/support/fake-currents-server.mjs', String(fakePort)], { FAKE_CURRENTS_KEY: KEY }),
  startGroup('node', [server], {
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(sitePort),
    HOSTNAME: '127.0.0.1',
    DEMO_MODE: '1',
    TRUST_PROXY_HOPS: '1',
    NEWS_API_KEY: KEY,
    NEWS_API_BASE_URL: `${fake}/v1`,
  }),
];
try {
  await waitFor(`${fake}/health`);
  await waitFor(`${site}/`);
  for (const pathname of ['/', '/news']) await oneAfterAnother(pathname, 5);
  const report = { newsOneAfterAnother: await oneAfterAnother('/news') };
  report.news100 = await crowd(site, '/news', 100);
  report.home200 = await crowd(site, '/', 200);
  const front = await startTlsFront({ upstreamPort: sitePort });
  try {
    const behindFront = `https://localhost:${front.httpsPort}`;
    report.news100BehindFront = await crowd(behindFront, '/news', 100);
    report.home200BehindFront = await crowd(behindFront, '/', 200);
  } finally {
    await front.close();
  }
  console.log(JSON.stringify(report, null, 2));
} finally {
  stops.forEach((stop) => stop());
}
