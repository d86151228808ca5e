import { expect, type Page } from '@playwright/test';

export const SITE_WORKER = '/serwist/sw.js';

/** The site's worker claims the page once its precache (scripts, fonts, offline pages) is in. */
export async function waitForSiteWorker(page: Page) {
  await page.waitForFunction(
    (script) => navigator.serviceWorker.controller?.scriptURL.endsWith(script) === true,
    SITE_WORKER,
  );
}

/** The worker keeps a page after answering it; the page can be shown before that is done. */
export async function waitUntilKept(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate(async (p) => (await caches.match(p, { ignoreVary: true })) !== undefined, path))
    .toBe(true);
}
