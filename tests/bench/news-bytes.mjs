// The bytes one visit to /news transfers: every response (HTML, JS, CSS, fonts, pictures, data and
// prefetches), as sent over the wire with headers, from a fresh browser on a phone-sized screen,
// scrolled to the bottom so every lazy picture and every link comes into view; with "Save data"
// off and on. Other sites (analytics) are refused, so only the site's own bytes count.
// Alone, against a running build: node tests/bench/news-bytes.mjs http://localhost:3500
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import chromiumConfig from '../../e2e/support/chromium.json' with { type: 'json' };

/** Lighthouse's mobile screen. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** How long after the page goes quiet a late prefetch (they start when the browser is idle) may still begin. */
const SETTLE_MS = 2000;

const kinds = { Document: 'html', Script: 'js', Stylesheet: 'css', Font: 'fonts', Image: 'pictures' };

async function scrollToBottom(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
}

/** Bytes of one visit, by kind of response (everything else, such as prefetches and data, is "other"). */
async function measureVisit(browser, url, saveData) {
  const context = await browser.newContext(PHONE);
  const { origin } = new URL(url);
  if (saveData) await context.addCookies([{ name: 'save_data', value: 'on', url: origin }]);
  await context.route(
    (target) => target.origin !== origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const typeOf = new Map();
  const bytes = { total: 0, requests: 0, html: 0, js: 0, css: 0, fonts: 0, pictures: 0, other: 0 };
  cdp.on('Network.responseReceived', ({ requestId, type }) => typeOf.set(requestId, type));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const kind = kinds[typeOf.get(requestId)] ?? 'other';
    bytes[kind] += encodedDataLength;
    bytes.total += encodedDataLength;
    bytes.requests += 1;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await scrollToBottom(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  return bytes;
}

/** Measures a /news visit of `origin` without and with Save data, in Chromium. */
export async function benchNewsBytes({
  origin,
  path = '/news',
  executablePath = process.env.CHROMIUM_PATH ?? chromiumConfig.defaultPath,
} = {}) {
  const browser = await chromium.launch({ executablePath, args: chromiumConfig.args });
  try {
    const url = `${origin}${path}`;
    return { path, off: await measureVisit(browser, url, false), on: await measureVisit(browser, url, true) };
  } finally {
    await browser.close();
  }
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`.padStart(11);

export function printNewsBytes({ path, off, on }) {
  console.log(`\nBytes of one ${path} visit (phone screen, scrolled to the bottom, empty cache):`);
  console.log(
    `  ${''.padEnd(16)} ${'total'.padStart(11)} ${'requests'.padStart(8)}  html, js, css, fonts, pictures, other`,
  );
  for (const [label, b] of [
    ['Save data off', off],
    ['Save data on', on],
  ]) {
    const parts = [b.html, b.js, b.css, b.fonts, b.pictures, b.other].map((n) => (n / 1024).toFixed(1)).join(', ');
    console.log(`  ${label.padEnd(16)} ${kib(b.total)} ${String(b.requests).padStart(8)}  ${parts} KiB`);
  }
  const saved = off.total - on.total;
  console.log(`  Save data saves ${kib(saved).trim()} (${((saved / off.total) * 100).toFixed(0)}%)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const origin = process.argv[2] ?? `http://localhost:${process.env.BENCH_PORT ?? 3200}`;
  printNewsBytes(await benchNewsBytes({ origin }));
}
