// The largest contentful paint of a page loaded through Chromium's own throttling (DevTools'
// network and CPU emulation: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trips, 4× slower CPU),
// taken in turns with the bare page. Lighthouse's simulation replays a fast local load and guesses;
// this is what a phone on a rural line waits for. Empty cache each time: a first visit.
// Usage: node tests/bench/throttled-paint.mjs <site origin> <bare origin> [runs] [path ...]
import { chromium } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import chromiumSettings from '../../e2e/support/chromium.json' with { type: 'json' };
import { isReaderPath, READER_THROTTLED_LCP_RATIO } from './budgets.mjs';
import { median } from './lighthouse.mjs';

export const THROTTLING = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
const PHONE = { width: 412, height: 823 };

/** LCP and first contentful paint of one cold load of `url`, in ms. */
async function paintOf(browser, url) {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latency,
    downloadThroughput: THROTTLING.downloadThroughput,
    uploadThroughput: THROTTLING.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // The largest paint is final once the page has loaded and had a moment without input.
  const paint = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          resolve({ lcp, fcp });
        }, 1500);
      }),
  );
  await context.close();
  return paint;
}

/**
 * `runs` rounds; in each, every page of the site is loaded right after the bare page, so both
 * meet the machine in the same state. Medians in ms, and the site's LCP as a multiple of the bare page's.
 */
export async function throttledPaints({ origin, bareUrl, paths, runs = 3 }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.defaultPath,
    args: chromiumSettings.args,
  });
  const samples = Object.fromEntries(paths.map((path) => [path, { site: [], bare: [], fcp: [] }]));
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const path of paths) {
        const bare = await paintOf(browser, bareUrl);
        const site = await paintOf(browser, `${origin}${path}`);
        samples[path].bare.push(bare.lcp);
        samples[path].site.push(site.lcp);
        samples[path].fcp.push(site.fcp);
      }
    }
  } finally {
    await browser.close();
  }
  return paths.map((path) => {
    const { site, bare, fcp } = samples[path];
    const siteLcp = median(site);
    const bareLcp = median(bare);
    return {
      path,
      lcpMs: Math.round(siteLcp),
      fcpMs: Math.round(median(fcp)),
      bareLcpMs: Math.round(bareLcp),
      ratio: Number((siteLcp / bareLcp).toFixed(2)),
    };
  });
}

/** The rows of throttledPaints, printed. */
export function printThrottledPaints(rows, runs) {
  const { latency, downloadThroughput, cpuSlowdown } = THROTTLING;
  const mbits = ((downloadThroughput * 8) / 1024 / 1024).toFixed(1);
  console.log(
    `\nLargest paint through DevTools throttling (${mbits} Mbit/s, ${latency} ms, ${cpuSlowdown}x CPU), median of ${runs}:`,
  );
  for (const r of rows) {
    const budget = isReaderPath(r.path)
      ? ` (budget ${READER_THROTTLED_LCP_RATIO}x: ${r.ratio <= READER_THROTTLED_LCP_RATIO ? 'met' : 'MISSED'})`
      : '';
    console.log(
      `  ${r.path.padEnd(24)} LCP ${r.lcpMs} ms (FCP ${r.fcpMs} ms), bare page ${r.bareLcpMs} ms: ${r.ratio}x${budget}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [origin = 'http://localhost:3200', bare = 'http://localhost:3201', runs = '3', ...paths] =
    process.argv.slice(2);
  const rows = await throttledPaints({
    origin,
    bareUrl: `${bare}/`,
    paths: paths.length ? paths : ['/news', '/hi/news', '/', '/nav/contact-us', '/footer/privacy-policy'],
    runs: Number(runs),
  });
  printThrottledPaints(rows, Number(runs));
}
