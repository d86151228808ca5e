// Benchmark: First Load JS per route, Lighthouse (mobile) on chosen pages (median of 3 runs), the bytes
// of a /news visit with and without "Save data", the MDN HTTP Observatory's security-headers score
// through a local TLS front, and the news service.
// Usage: npm run bench   (builds first if .next is missing; starts its own server and stops it)
import { execSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import chromium from '../../e2e/support/chromium.json' with { type: 'json' };
import { applyDeploymentEnv } from './deployment-env.mjs';
import { firstLoadSizes } from './first-load.mjs';
import { benchNewsBytes, printNewsBytes } from './news-bytes.mjs';
import { benchNews } from './news-load.mjs';
import { benchSecurityHeaders } from './observatory.mjs';
import { startSite } from './processes.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://localhost:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? chromium.defaultPath;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = ['/', '/footer/privacy-policy', '/news', '/hi', '/hi/footer/privacy-policy'];

applyDeploymentEnv();
// Canonical and hreflang links must name the address being served, as in a real deployment;
// otherwise Lighthouse rightly marks the canonical link as pointing elsewhere.
process.env.NEXT_PUBLIC_SITE_URL ??= origin;
// Always a fresh production build with the environment as given (not the test build).
execSync('npm run build', { stdio: 'inherit' });

console.log("\nFirst Load JS (gzip of each route's first-load chunks):");
for (const r of firstLoadSizes().sort((a, b) => a.route.localeCompare(b.route))) {
  console.log(`  ${r.route.padEnd(45)} ${r.gzipKiB.toFixed(1).padStart(7)} KiB`);
}

const stopServer = await startSite(port);

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...chromium.args],
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  console.log(`\nLighthouse ${runs}x mobile (median):`);
  for (const path of pages) {
    const scores = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
    const lcp = [];
    const tbt = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      for (const key of Object.keys(scores)) scores[key].push(Math.round(result.lhr.categories[key].score * 100));
      lcp.push(result.lhr.audits['largest-contentful-paint'].numericValue);
      tbt.push(result.lhr.audits['total-blocking-time'].numericValue);
    }
    const line = Object.entries(scores)
      .map(([k, v]) => `${k} ${median(v)}`)
      .join(', ');
    console.log(
      `  ${path.padEnd(25)} ${line}; LCP ${(median(lcp) / 1000).toFixed(2)} s, TBT ${Math.round(median(tbt))} ms`,
    );
  }

  try {
    printNewsBytes(await benchNewsBytes({ origin, executablePath: chromePath }));
  } catch (error) {
    console.error('\nBytes of a /news visit: not measured:', error);
    process.exitCode = 1;
  }

  // A failure here (say, the scorer cannot be installed) should not cost the measurements after it.
  try {
    const results = await benchSecurityHeaders({
      upstreamPort: port,
      httpsPort: Number(process.env.BENCH_HTTPS_PORT ?? 0),
      httpPort: Number(process.env.BENCH_HTTP_PORT ?? 0),
    });
    if (results.some((r) => r.error)) process.exitCode = 1;
  } catch (error) {
    console.error('\nMDN HTTP Observatory: not measured:', error);
    process.exitCode = 1;
  }
} finally {
  await chrome.kill();
  stopServer();
}

const news = await benchNews();
console.log('\nNews (production build, local fake provider, warm cache):');
console.log(`  provider requests for 100 /news page views: ${news.providerRequests}`);
console.log(
  `  /api/news under autocannon (10 connections, 10 s): ${news.requestsPerSecond.toFixed(0)} req/s, ` +
    `p50 ${news.p50} ms, p95 ${news.p95} ms, non-2xx ${news.non2xx}, errors ${news.errors}`,
);
