// How the server serves pages: throughput and latency under autocannon, and the time to a full
// response of requests made one after another.
import autocannon from 'autocannon';

let visitor = 0;

/** An address of its own for the next request, as one trusted proxy hop would report it. */
export function nextVisitorAddress() {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

/**
 * Every request from its own address (the site must trust one proxy hop, TRUST_PROXY_HOPS=1):
 * one address would meet the per-address limits and the run would measure 429 answers instead.
 */
export const fromNextVisitor = (request) => ({
  ...request,
  headers: { ...request.headers, 'x-forwarded-for': nextVisitorAddress() },
});

/** `url` (http, or https through the TLS front) under `connections` connections for `seconds` s. Latencies in ms. */
export async function loadTest({ url, connections, seconds }) {
  // A few requests first, so that the run measures serving, not the first render or cache fill
  // (through autocannon, which also accepts the TLS front's own certificate).
  await autocannon({ url, connections: 1, amount: 5, requests: [{ setupRequest: fromNextVisitor }] });
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ setupRequest: fromNextVisitor }],
  });
  return {
    url,
    connections,
    seconds,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Time to the full response of `count` requests to `url` made one after another, after a warm-up. */
export async function renderTimes(url, count = 200) {
  const get = async () => {
    const response = await fetch(url, { headers: { 'x-forwarded-for': nextVisitorAddress() } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  };
  for (let i = 0; i < 5; i++) await get();
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await get();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { url, count, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
}
