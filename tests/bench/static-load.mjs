// A prerendered text page under load beside the bare page's prerendered `/`: the framework's own
// speed is the bare page's, and the site should serve a page it prerendered at least half as fast.
// Usage alone: node tests/bench/static-load.mjs   (against the standalone test build, npm run
// build:test, and the bare page's build, node node_modules/.bin/next build tests/bench/bare;
// STATIC_BENCH_PORT, default 3250, and the next port for the bare page)
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { STATIC_PAGE_TARGETS } from './budgets.mjs';
import { loadTest } from './page-load.mjs';
import { BARE_DIR, startGroup, startSite, waitFor } from './processes.mjs';

/** The prerendered text page measured: a legal text, as most of the site's prerendered pages are. */
export const STATIC_PAGE_PATH = '/footer/privacy-policy';

/**
 * The site's page and the bare page in turns (bare, site, bare), so that a shared machine's drift
 * falls on both: the site's requests per second as a share of the bare page's mean.
 */
export async function staticVsBare({ origin, bareOrigin, connections = 20, seconds = 10 }) {
  const bareBefore = await loadTest({ url: `${bareOrigin}/`, connections, seconds });
  const site = await loadTest({ url: `${origin}${STATIC_PAGE_PATH}`, connections, seconds });
  const bareAfter = await loadTest({ url: `${bareOrigin}/`, connections, seconds });
  const bareRequestsPerSecond = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2;
  return {
    path: STATIC_PAGE_PATH,
    connections,
    seconds,
    site,
    bare: [bareBefore, bareAfter],
    bareRequestsPerSecond,
    shareOfBare: site.requestsPerSecond / bareRequestsPerSecond,
    targetShare: STATIC_PAGE_TARGETS.shareOfBare,
  };
}

export function printStaticVsBare(r) {
  const met = r.shareOfBare >= r.targetShare && r.site.non2xx === 0 && r.site.errors === 0;
  console.log(`\nA prerendered text page beside the bare page (${r.connections} connections, ${r.seconds} s each):`);
  console.log(
    `  ${r.path} (site) ${r.site.requestsPerSecond.toFixed(0)} req/s, p50 ${r.site.p50Ms} ms, p99 ${r.site.p99Ms} ms, ` +
      `non-2xx ${r.site.non2xx}, errors ${r.site.errors}`,
  );
  console.log(
    `  / (bare, before and after) ${r.bare.map((b) => b.requestsPerSecond.toFixed(0)).join(' and ')} req/s, ` +
      `p50 ${r.bare.map((b) => b.p50Ms).join(' and ')} ms`,
  );
  console.log(`  site / bare ${r.shareOfBare.toFixed(2)} (target ≥ ${r.targetShare}: ${met ? 'met' : 'MISSED'})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.STATIC_BENCH_PORT ?? 3250);
  const origin = `http://127.0.0.1:${port}`;
  // Each request from its own address, behind one trusted hop, as in tests/bench/run.mjs.
  const stopSite = startGroup('node', [path.join('.next/standalone', 'server.js')], {
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    DEMO_MODE: '1',
    TRUST_PROXY_HOPS: '1',
    RETENTION_SCHEDULE: 'off',
    PUSH_REMINDER_SCHEDULE: 'off',
  });
  process.on('exit', stopSite);
  try {
    await waitFor(`${origin}/`);
    const stopBare = await startSite(port + 1, { dir: BARE_DIR });
    try {
      printStaticVsBare(await staticVsBare({ origin, bareOrigin: `http://localhost:${port + 1}` }));
    } finally {
      stopBare();
    }
  } finally {
    stopSite();
  }
}
