import { type Page } from '@playwright/test';
import { clickWhenSettled, expect, test, waitUntilLive } from './support/test';
import { axeFindings } from './support/axe';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { E2E_NEWS_API_KEY, providerBaseURL } from '../playwright.config';
import { en } from './routes';

const n = en.News;
const samples: { title: string; category?: string[] }[] = JSON.parse(
  readFileSync('lib/news/data/sample-news.json', 'utf8'),
);

// These tests run against the build whose news service calls the local fake provider.
test.use({ baseURL: providerBaseURL });

const cards = (page: Page) => page.locator('main article');
const storage = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);

test('the first page of articles is in the server HTML', { tag: '@smoke' }, async ({ request }) => {
  const html = await (await request.get('/news')).text();
  expect(html).toContain(samples[0]!.title);
  expect(html).toContain(samples[19]!.title);
  expect(html).not.toContain(samples[20]!.title);
});

test('articles use the spec presentation and the image optimiser', async ({ page }) => {
  await page.goto('/news');
  await expect(cards(page)).toHaveCount(20);
  const presentations = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-presentation')));
  expect(presentations.slice(0, 5)).toEqual(['featured', 'thumbnail', 'thumbnail', 'thumbnail', 'regular']);
  const first = cards(page).first().locator('img');
  await expect(first).toHaveAttribute('src', /\/_next\/image\?url=.*&w=\d+&q=75/);
  await expect(first).toHaveAttribute('width', '800');
  await expect(first).toHaveAttribute('height', '400');
});

test('changing the category resets to page 1 and lives in the URL', async ({ page }) => {
  await page.goto('/news?page=2');
  await expect(
    page.getByRole('navigation', { name: n.pagination }).getByRole('link', { name: 'page 2' }),
  ).toHaveAttribute('aria-current', 'page');
  // The page comes from the server's render of the address, fetched by Next's router.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    asked.push(`${pathname}${search}`);
  });
  await page.getByRole('tab', { name: n.categories.sports }).click();
  await expect(page).toHaveURL(/\/news\?category=sports$/);
  expect(asked.some((address) => address.startsWith('/news?category=sports&_rsc='))).toBe(true);
  expect(asked.filter((address) => address.startsWith('/api/news'))).toEqual([]);
  const sportsTitles = samples.filter((s) => s.category?.includes('sports')).map((s) => s.title);
  await expect(cards(page).first()).toContainText(sportsTitles[0]!);
  await page.goBack();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(cards(page).first()).toContainText(samples[20]!.title);
});

test('paging moves through the pages and Back returns', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/news');
  const pager = page.getByRole('navigation', { name: n.pagination });
  // The pager sits below cards that take their true height only as they near the view.
  await clickWhenSettled(pager.getByRole('link', { name: 'Go to page 2' }));
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page).first()).toContainText(samples[20]!.title);
  await clickWhenSettled(pager.getByRole('link', { name: 'Go to page 4' }));
  await expect(cards(page)).toHaveCount(samples.length - 60);
  await page.goBack();
  await expect(cards(page).first()).toContainText(samples[20]!.title);
});

test('search opens from the toolbar, filters the page and clears', async ({ page }) => {
  await page.goto('/news');
  const opener = page.getByRole('button', { name: n.search });
  const search = page.getByRole('searchbox', { name: n.search });
  await expect(search).toHaveCount(0);
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(search).toBeFocused();
  const word = 'धान';
  const expected = samples.slice(0, 20).filter((s) => s.title.includes(word) || JSON.stringify(s).includes(word));
  await search.fill(word);
  await expect(cards(page)).not.toHaveCount(20);
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(expected.length);
  await expect(page).toHaveURL(/q=/);
  await page.getByRole('button', { name: n.clearSearch }).click();
  await expect(cards(page)).toHaveCount(20);
  await search.fill('कोई ऐसा शब्द जो कहीं नहीं है');
  await expect(page.getByRole('status').filter({ hasText: 'No articles match' })).toBeVisible();
  // The address follows the typing once it pauses.
  await expect(page).toHaveURL(/q=%E0%A4%95%E0%A5%8B%E0%A4%88/);

  // A search in the address opens with its field; an empty field closes with Escape.
  await page.reload();
  await expect(search).toHaveValue('कोई ऐसा शब्द जो कहीं नहीं है');
  await waitUntilLive(search);
  await search.fill('');
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(search).toHaveCount(0);
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await expect(opener).toBeFocused();
});

test('a bookmark survives a reload', async ({ page }) => {
  await page.goto('/news');
  const button = cards(page).nth(2).getByRole('button', { name: n.bookmark });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(cards(page).nth(2).getByRole('button', { name: n.bookmark })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /Bookmarks \(1\)/ }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(samples[2]!.title);
  await cards(page).first().getByRole('button', { name: n.bookmark }).click();
  await expect(page.getByText(n.noBookmarks)).toBeVisible();
});

test('opening an article records the view and links out safely', async ({ page }) => {
  await page.goto('/news');
  await waitUntilLive(cards(page).nth(1).locator('h2 a'));
  // What the browser already has opens with no request to the server (links' prefetches aside).
  const pagesAsked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('_rsc=') && !request.headers()['next-router-prefetch']) pagesAsked.push(request.url());
  });
  await cards(page).nth(1).locator('h2 a').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(samples[1]!.title);
  // The dialog opens at once; the address names the article once the router has the page for it.
  const articleInAddress = () => new URL(page.url()).searchParams.get('article');
  const openedArticle = async (before?: string) => {
    await expect.poll(() => [null, before].includes(articleInAddress())).toBe(false);
    return articleInAddress()!;
  };
  const id = await openedArticle();
  // The view is written by the store's listener after the dialog opens: wait for it, not a moment.
  await expect.poll(() => storage(page, 'article_views')).toEqual({ [id]: 1 });
  await expect.poll(() => storage(page, 'most_read_articles')).toEqual([id]);
  const out = dialog.getByRole('link', { name: /Read the full article/ });
  await expect(out).toHaveAttribute('target', '_blank');
  await expect(out).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(dialog.getByRole('region', { name: n.related })).toBeVisible();

  await dialog.getByRole('button', { name: n.close }).click();
  await expect(dialog).toBeHidden();
  await cards(page).nth(4).locator('h2 a').click();
  await expect(dialog).toContainText(samples[4]!.title);
  const second = await openedArticle(id);
  await expect.poll(() => storage(page, 'most_read_articles')).toEqual([second, id]);
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('dialog')).toContainText(samples[1]!.title);
  await expect.poll(async () => (await storage(page, 'article_views'))[id]).toBe(2);
  expect(pagesAsked).toEqual([]);
  // Opening articles fetched nothing: the cached page is still the one the server rendered.
  const cached = (await storage(page, 'cached_articles')) as { title: string }[];
  expect(cached.map((a) => a.title)).toEqual(samples.slice(0, 20).map((s) => s.title));
  // Both opened articles are kept on the device, newest first, to be read again offline.
  expect(((await storage(page, 'opened_articles')) as { id: string }[]).map((a) => a.id)).toEqual([id, second]);
});

test('an article loaded at its own address opens in its dialog over the list, with no hydration error', async ({
  page,
}) => {
  const reactErrors: string[] = [];
  page.on('pageerror', (error) => reactErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Minified React error|hydrat/i.test(message.text()))
      reactErrors.push(message.text());
  });
  await page.goto('/news');
  const href = (await cards(page).nth(1).locator('h2 a').getAttribute('href'))!;
  await page.goto(href);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: samples[1]!.title })).toBeVisible();
  // The article the server rendered for browsers without scripts has made way for the list.
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByRole('link', { name: n.backToList, includeHidden: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: n.close }).click();
  await expect(cards(page).nth(1)).toBeVisible();
  expect(reactErrors).toEqual([]);
});

test('a fetch overwrites cached_articles', async ({ page }) => {
  await page.goto('/news');
  await page.getByRole('tab', { name: n.categories.health }).click();
  await expect(page).toHaveURL(/category=health/);
  const healthTitles = samples.filter((s) => s.category?.includes('health')).map((s) => s.title);
  await expect(cards(page).first()).toContainText(healthTitles[0]!);
  // The cache is written as the fetch resolves, around the same render as the cards.
  await expect
    .poll(async () => ((await storage(page, 'cached_articles')) as { title: string }[] | null)?.map((a) => a.title))
    // textContent: cards far below the first screen are not laid out yet, and have no innerText.
    .toEqual((await cards(page).locator('h2').allTextContents()).map((title) => title.trim()));
});

test('a rate-limited provider shows the spec message with a retry button', async ({ page }) => {
  await page.goto('/news?category=jobs');
  // Next's route announcer is an alert too; ours carries the error title.
  const alert = page.getByRole('alert').filter({ hasText: n.errorTitle });
  await expect(alert).toContainText('Rate limit exceeded. Please try again later.');
  await alert.getByRole('button', { name: n.retry }).click();
  await expect(alert).toContainText('Rate limit exceeded. Please try again later.');
  await expect(alert.getByRole('button', { name: n.retry })).toBeEnabled();
  const api = await page.request.get('/api/news?category=jobs');
  expect(api.status()).toBe(429);
  expect(await api.json()).toEqual({ error: 'Rate limit exceeded. Please try again later.' });
});

test('the API key never reaches the browser', async ({ page, request }) => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk('.next/static');
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) expect(readFileSync(file, 'utf8').includes(E2E_NEWS_API_KEY), file).toBe(false);
  const html = await (await request.get('/news')).text();
  expect(html).not.toContain(E2E_NEWS_API_KEY);
  const scripts: string[] = [];
  page.on('response', async (r) => {
    if (r.url().includes('/_next/') || r.url().includes('/api/')) scripts.push(await r.text().catch(() => ''));
  });
  await page.goto('/news');
  await cards(page).first().locator('h2 a').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  for (const body of scripts) expect(body).not.toContain(E2E_NEWS_API_KEY);
});

test('axe finds no problem of any impact on /news', async ({ page }) => {
  await page.goto('/news');
  await expect(cards(page).first()).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
});

test('the home page previews the latest news and links to the reader', async ({ page }) => {
  await page.goto('/');
  const preview = page.getByRole('region', { name: /Latest .* news/ });
  await expect(preview.getByRole('listitem')).toHaveCount(4);
  await preview.getByRole('link', { name: n.previewAll }).click();
  await expect(page).toHaveURL(/\/news$/);
});

// Cards below the first screen are laid out only as they near it (content-visibility); the grid's
// columns must not depend on their content, or rendering one widens its column and moves the rest.
for (const width of [375, 1280]) {
  test(`scrolling the reader down and up moves nothing on the page (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/news', { waitUntil: 'networkidle' });
    await expect(cards(page)).toHaveCount(20);
    // Only what scrolling causes: the page's own settling after load is another matter.
    await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.splice(0));
    for (let i = 0; i < 30; i++) await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => scrollY + innerHeight >= document.body.scrollHeight - 2)).toBe(true);
    for (let i = 0; i < 20; i++) await page.mouse.wheel(0, -600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    const total = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
    );
    expect(total).toBeLessThan(0.01);
  });
}
