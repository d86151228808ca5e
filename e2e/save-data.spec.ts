import { type Locator, type Page, type Request } from '@playwright/test';
import { expect, test, waitUntilLive } from './support/test';
import { en, hi } from './routes';

type Catalog = typeof en;

const GTAG = 'https://www.googletagmanager.com/gtag/js**';
const cards = (page: Page) => page.locator('main article');

/** A news picture, however it is asked for: optimised, through our picture route, a placeholder or a bundled file. */
const isPicture = (url: string) => {
  const { pathname } = new URL(url);
  return (
    pathname === '/_next/image' ||
    pathname.startsWith('/api/news/image/') ||
    pathname.startsWith('/api/placeholder/') ||
    /^\/news\/.+\.(jpe?g|png|webp|avif|gif)$/.test(pathname)
  );
};

/** Whether a request fetches a page ahead of a click (Next's Link and router prefetches). */
const isPrefetch = async (request: Request) => {
  const headers = await request.allHeaders();
  return (
    'next-router-prefetch' in headers || ('next-router-segment-prefetch' in headers && request.url().includes('_rsc'))
  );
};

/** Collects the pictures the page asks for from now on. */
function watchPictures(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isPicture(request.url())) seen.push(request.url());
  });
  return seen;
}

/** Collects the prefetch requests the page makes from now on. */
function watchPrefetches(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', async (request) => {
    if (await isPrefetch(request)) seen.push(request.url());
  });
  return seen;
}

/** Scrolls down in half screens to the footer, so every lazy picture and every link comes into view. */
async function scrollToBottom(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
}

async function openSettings(page: Page, t: Catalog): Promise<{ dialog: Locator; saveData: Locator }> {
  await page.getByRole('button', { name: t.Accessibility.open }).click();
  const dialog = page.getByRole('dialog', { name: t.Accessibility.title });
  await expect(dialog).toBeVisible();
  return { dialog, saveData: dialog.getByRole('switch', { name: t.Accessibility.saveData.label }) };
}

async function closeSettings(dialog: Locator, t: Catalog) {
  await dialog.getByRole('button', { name: t.Accessibility.close }).click();
  await expect(dialog).toBeHidden();
}

/** Turns Save data on in the settings dialog and checks that the open reader drops its pictures at once. */
async function turnOnInDialog(page: Page, t: Catalog) {
  await expect(cards(page).first().locator('img')).toBeVisible();
  const { dialog, saveData } = await openSettings(page, t);
  await expect(saveData).not.toBeChecked();
  await expect(dialog.getByText(t.Accessibility.saveData.help)).toBeVisible();
  await saveData.check();
  await expect(page.locator('main img')).toHaveCount(0);
  await closeSettings(dialog, t);
}

test.beforeEach(async ({ page }) => {
  // The test build has analytics on: its script is answered by a stand-in.
  await page.route(GTAG, (route) => route.fulfill({ contentType: 'application/javascript', body: '' }));
});

test('save-data: no article picture requested', async ({ page }) => {
  await page.goto('/news');
  await turnOnInDialog(page, en);

  const pictures = watchPictures(page);
  const response = await page.reload();
  // The server already leaves the pictures out of the HTML: nothing is preloaded either.
  const html = (await response?.text()) ?? '';
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  expect(main).toContain('<article');
  expect(main).not.toContain('<img');
  // The site's logo is preloaded as on every page; no article picture is.
  const preloads = [...html.matchAll(/<link[^>]+as="image"[^>]*>/g)].map(([link]) => link);
  expect(preloads.filter((link) => !link.includes('href="/logo.svg"'))).toEqual([]);

  await expect(cards(page)).toHaveCount(20);
  const first = cards(page).first();
  await expect(first.locator('h2')).not.toBeEmpty();
  await expect(first.locator('p').first()).not.toBeEmpty();
  await scrollToBottom(page);
  await page.waitForLoadState('networkidle');

  await cards(page).nth(1).locator('h2 a').click();
  const article = page.getByRole('dialog');
  await expect(article).toBeVisible();
  await expect(article.locator('p').first()).not.toBeEmpty();
  await expect(article.locator('img')).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  expect(pictures).toEqual([]);
  await expect(page.locator('main img')).toHaveCount(0);
});

test('a browser that sends Save-Data: on gets no pictures without choosing anything', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  const pictures = watchPictures(page);
  await page.goto('/news');
  await expect(cards(page)).toHaveCount(20);
  await scrollToBottom(page);
  await page.waitForLoadState('networkidle');
  expect(pictures).toEqual([]);
  await expect(page.locator('main img')).toHaveCount(0);

  // The settings show the setting as on, following the browser.
  const { saveData } = await openSettings(page, en);
  await expect(saveData).toBeChecked();
});

test('a stored "off" wins over the Save-Data header', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  await page.goto('/hi/news');
  await expect(page.locator('main img')).toHaveCount(0);
  const { dialog, saveData } = await openSettings(page, hi);
  await expect(saveData).toBeChecked();
  await saveData.uncheck();
  await expect(cards(page).first().locator('img')).toBeVisible();
  await closeSettings(dialog, hi);

  const pictures = watchPictures(page);
  await page.reload();
  await expect(cards(page).first().locator('img')).toBeVisible();
  await scrollToBottom(page);
  await expect.poll(() => pictures.length).toBeGreaterThan(0);
});

test('links prefetch with Save data off, and nothing is prefetched with it on', async ({ page }) => {
  const prefetches = watchPrefetches(page);
  await page.goto('/news');
  await scrollToBottom(page);
  // Without the setting, Next fetches the pages of the links in view ahead of a click: the check below can fail.
  await expect.poll(() => prefetches.length, { timeout: 15_000 }).toBeGreaterThan(0);

  await page.evaluate(() => window.scrollTo(0, 0));
  await turnOnInDialog(page, en);
  for (const path of ['/news', '/']) {
    await page.goto(path);
    prefetches.length = 0;
    await scrollToBottom(page);
    await page.locator('footer a').first().hover();
    await page.waitForLoadState('networkidle');
    // Prefetches start a moment after links come into view; give them that moment.
    await page.waitForTimeout(1500);
    expect(prefetches, `prefetches on ${path}`).toEqual([]);
  }
});

test("without Save data, the footer's links are fetched ahead only when a visitor reaches for one", async ({
  page,
}) => {
  const prefetches = watchPrefetches(page);
  await page.goto('/footer/privacy-policy');
  const footerLinks = page.getByRole('navigation', { name: en.Footer.footerNavigation }).getByRole('link');
  await waitUntilLive(footerLinks.first());
  // The pages only the footer links to (the header's links are fetched ahead on sight, as Next does).
  const pathsOf = (links: Locator) =>
    links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const elsewhere = new Set(await pathsOf(page.locator('a:not(footer a)')));
  const footerOnly = (await pathsOf(footerLinks)).filter(
    (path) => !elsewhere.has(path) && path !== '/footer/privacy-policy',
  );
  expect(footerOnly.length).toBeGreaterThan(10);
  const fetchedAhead = () => prefetches.map((url) => new URL(url).pathname).filter((path) => footerOnly.includes(path));

  await scrollToBottom(page);
  await page.waitForLoadState('networkidle');
  // Prefetches start a moment after links come into view; give them that moment.
  await page.waitForTimeout(1500);
  expect(fetchedAhead()).toEqual([]);

  // A pointer over a link fetches that page ahead, and only that one.
  const target = footerOnly[0]!;
  await footerLinks.and(page.locator(`[href="${target}"]`)).hover();
  await expect.poll(() => [...new Set(fetchedAhead())]).toEqual([target]);
});

test('the choice survives a reload (in Hindi)', async ({ page }) => {
  await page.goto('/hi/news');
  await turnOnInDialog(page, hi);
  const pictures = watchPictures(page);
  await page.reload();
  await expect(cards(page)).toHaveCount(20);
  await expect(page.locator('main img')).toHaveCount(0);
  const { saveData } = await openSettings(page, hi);
  await expect(saveData).toBeChecked();
  expect(pictures).toEqual([]);
});
