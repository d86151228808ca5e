// Benchmark: the site measured side by side with a bare Next.js + MUI page (tests/bench/bare):
// First Load JS per route and the HTML of chosen pages against the budgets (tests/bench/budgets.mjs),
// Lighthouse (mobile) on those pages taken in turns with the bare page, their largest paint through
// Chromium's real throttling (./throttled-paint.mjs), the server's render time
// and its serving under load, straight and behind a local TLS front, a prerendered text page's
// requests per second as a share of the bare page's (./static-load.mjs); then the bytes of a /news
// visit with and without "Save data", the MDN HTTP Observatory's security-headers score through
// the TLS front, and the news service.
// Usage: npm run bench   (builds both; starts their servers and stops them; prints, and keeps the
// results in tests/bench/out/bench-summary.json)
import { execSync } from 'node:child_process';
import chromium from '../../e2e/support/chromium.json' with { type: 'json' };
import { HTML_GZIP_BUDGETS_KIB } from './budgets.mjs';
import { applyDeploymentEnv } from './deployment-env.mjs';
import { firstLoadSizes } from './first-load.mjs';
import { htmlSize } from './html-size.mjs';
import { lighthouseSideBySide, printLighthouse, printLighthouseDevtools } from './lighthouse.mjs';
import { benchNewsBytes, printNewsBytes } from './news-bytes.mjs';
import { benchNews, printNews } from './news-load.mjs';
import { benchSecurityHeaders } from './observatory.mjs';
import { loadTest, renderTimes } from './page-load.mjs';
import { BARE_DIR, buildBare, startSite } from './processes.mjs';
import { printStaticVsBare, staticVsBare } from './static-load.mjs';
import { printThrottledPaints, throttledPaints } from './throttled-paint.mjs';
import { startLocalDatabase } from '../../scripts/local-database.mjs';
import { startTlsFront } from '../../scripts/tls-front.mjs';
import { firstLoadReport, htmlReport, printLoad, printRenderTimes } from './report.mjs';
import { writeSummary } from './summary.mjs';

// The site; the bare page, the news run's own site and its fake provider take the next three ports.
const port = Number(process.env.BENCH_PORT ?? 3200);
const barePort = port + 1;
const origin = `http://localhost:${port}`;
const bareOrigin = `http://localhost:${barePort}`;
const chromePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? chromium.defaultPath;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Pages of each kind: the reader, home, a form and a legal text, in both languages. */
const english = ['/news', '/', '/nav/contact-us', '/footer/privacy-policy'];
const lighthousePages = [...english, ...english.map((path) => (path === '/' ? '/hi' : `/hi${path}`))];
const htmlPages = [...new Set([...lighthousePages, ...Object.keys(HTML_GZIP_BUDGETS_KIB)])];
const LOAD_SECONDS = 15;

applyDeploymentEnv();
// Canonical and hreflang links must name the address being served, as in a real deployment;
// otherwise Lighthouse rightly marks the canonical link as pointing elsewhere.
process.env.NEXT_PUBLIC_SITE_URL ??= origin;
// Always fresh production builds with the environment as given (not the test build).
execSync('npm run build', { stdio: 'inherit' });
buildBare();

const summary = { measuredAt: new Date().toISOString(), lighthouseRuns: runs };
summary.firstLoad = firstLoadReport(firstLoadSizes(), firstLoadSizes(BARE_DIR));

// One trusted proxy hop, so that the load runs can send each request from an address of its own.
// The site reads its posts from the database for every page that shows them (the home page, the
// blog), as a deployment does from its project. The example project cannot be reached from here,
// so every such read would wait for its timeout: the Admin SDK is pointed at the local database
// instead (it follows FIREBASE_DATABASE_EMULATOR_HOST), seeded as the demo copy is.
const database = await startLocalDatabase({ port: port + 4, file: null, quiet: true });
const stopSite = await startSite(port, {
  env: { TRUST_PROXY_HOPS: '1', FIREBASE_DATABASE_EMULATOR_HOST: `127.0.0.1:${database.port}` },
});
const stopBare = await startSite(barePort, { dir: BARE_DIR });
try {
  const sizes = [];
  for (const path of htmlPages) sizes.push({ path, size: await htmlSize(`${origin}${path}`) });
  summary.html = htmlReport(sizes, await htmlSize(`${bareOrigin}/`));

  console.log(`\nLighthouse: ${runs} round(s) of ${lighthousePages.length} pages, each after the bare page ...`);
  summary.lighthouse = await lighthouseSideBySide({
    origin,
    bareUrl: `${bareOrigin}/`,
    paths: lighthousePages,
    runs,
    chromePath,
  });
  printLighthouse(summary.lighthouse, runs);
  // The reader again, loaded through DevTools' real throttling rather than simulated.
  summary.lighthouseDevtools = await lighthouseSideBySide({
    origin,
    bareUrl: `${bareOrigin}/`,
    paths: ['/news', '/hi/news'],
    runs,
    chromePath,
    devtools: true,
  });
  printLighthouseDevtools(summary.lighthouseDevtools, runs);

  // Lighthouse's simulation guesses from a fast local load; this is a real slow load.
  summary.throttledPaint = await throttledPaints({
    origin,
    bareUrl: `${bareOrigin}/`,
    paths: lighthousePages,
    runs,
  });
  printThrottledPaints(summary.throttledPaint, runs);

  // /news is rendered for every request; the bare page's counterpart is its copy rendered per request.
  summary.renderTime = [
    { label: '/news (site)', ...(await renderTimes(`${origin}/news`)) },
    { label: '/rendered (bare, rendered per request)', ...(await renderTimes(`${bareOrigin}/rendered`)) },
  ];
  printRenderTimes(summary.renderTime);

  const load = async (label, url, connections) => ({
    label,
    ...(await loadTest({ url, connections, seconds: LOAD_SECONDS })),
  });
  // Straight to each server, then as deployed: behind a front that keeps a bounded number of
  // connections to the server (scripts/tls-front.mjs, like App Hosting's concurrency).
  const siteFront = await startTlsFront({ upstreamPort: port });
  const bareFront = await startTlsFront({ upstreamPort: barePort });
  try {
    const behindFront = (front) => `https://localhost:${front.httpsPort}`;
    summary.load = [
      await load('/news (site)', `${origin}/news`, 100),
      await load('/rendered (bare, rendered per request)', `${bareOrigin}/rendered`, 100),
      await load('/ (bare, prerendered)', `${bareOrigin}/`, 100),
      await load('/ (site)', `${origin}/`, 200),
      await load('/ (bare, prerendered)', `${bareOrigin}/`, 200),
      await load('/news (site, behind the TLS front)', `${behindFront(siteFront)}/news`, 100),
      await load('/rendered (bare, behind the TLS front)', `${behindFront(bareFront)}/rendered`, 100),
      await load('/ (site, behind the TLS front)', `${behindFront(siteFront)}/`, 200),
      await load('/ (bare, behind the TLS front)', `${behindFront(bareFront)}/`, 200),
    ];
  } finally {
    await Promise.all([siteFront.close(), bareFront.close()]);
  }
  printLoad(summary.load);

  // A page the site prerendered, as fast as the framework serves one? (the bare page's `/`).
  summary.staticPage = await staticVsBare({ origin, bareOrigin, seconds: LOAD_SECONDS });
  printStaticVsBare(summary.staticPage);

  try {
    summary.newsBytes = await benchNewsBytes({ origin, executablePath: chromePath });
    printNewsBytes(summary.newsBytes);
  } catch (error) {
    console.error('\nBytes of a /news visit: not measured:', error);
    process.exitCode = 1;
  }

  // A failure here (say, the scorer cannot be installed) should not cost the measurements after it.
  try {
    summary.observatory = await benchSecurityHeaders({
      upstreamPort: port,
      httpsPort: Number(process.env.BENCH_HTTPS_PORT ?? 0),
      httpPort: Number(process.env.BENCH_HTTP_PORT ?? 0),
    });
    if (summary.observatory.some((r) => r.error)) process.exitCode = 1;
  } catch (error) {
    console.error('\nMDN HTTP Observatory: not measured:', error);
    process.exitCode = 1;
  }
} finally {
  stopSite();
  stopBare();
  await database.close();
}

// Beside the framework's own JSON answer: the bare page's route, on its port again.
const stopBareForNews = await startSite(barePort, { dir: BARE_DIR });
const news = await benchNews({ sitePort: port + 2, fakePort: port + 3, bareOrigin }).finally(stopBareForNews);
summary.news = news;
printNews(news);
writeSummary(summary);
