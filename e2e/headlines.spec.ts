import { type Locator, type Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { readFileSync } from 'node:fs';
import { HEADLINES_STRIP_SIZE } from '../lib/news/constants';
import { clickWhenSettled, expect, test, waitUntilLive } from './support/test';
import { en, hi } from './routes';

// The server without NEWS_RSS_URL reads the bundled sample feed; the expected headlines are read
// from that file here, with a parser of the test's own.
interface FeedItem {
  title: string;
  guid: string | { '#text': string };
}
const feed = new XMLParser({ ignoreAttributes: true, isArray: (name) => name === 'item' }).parse(
  readFileSync('lib/news/data/headlines.xml', 'utf8'),
) as { rss: { channel: { item: FeedItem[] } } };
const expected = feed.rss.channel.item.slice(0, HEADLINES_STRIP_SIZE).map((item) => ({
  title: item.title,
  id: typeof item.guid === 'string' ? item.guid : item.guid['#text'],
}));

// On the reader the strip follows the page of articles (each a link and a bookmark button), so Tab
// takes longer to reach it there.
const pages = [
  { path: '/', heading: en.Headlines.heading, news: '/news', tabs: 60 },
  { path: '/news', heading: en.Headlines.heading, news: '/news', tabs: 120 },
  { path: '/hi', heading: hi.Headlines.heading, news: '/hi/news', tabs: 60 },
  { path: '/hi/news', heading: hi.Headlines.heading, news: '/hi/news', tabs: 120 },
];

/** Presses Tab from where the focus is until `target` has it; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach the link within ${limit} presses`);
}

for (const { path, heading, news, tabs } of pages) {
  test(`${path} shows the feed's first headlines in order, reachable by Tab`, async ({ page }) => {
    await page.goto(path);
    const strip = page.getByRole('region', { name: heading });
    const links = strip.getByRole('link');
    await expect(links).toHaveText(expected.map((item) => item.title));
    for (const [index, item] of expected.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `${news}?article=${item.id}`);
    }

    await tabTo(page, links.first(), tabs);
    for (let index = 1; index < expected.length; index += 1) {
      await page.keyboard.press('Tab');
      await expect(links.nth(index)).toBeFocused();
    }
  });
}

test('the strip is in the server HTML of the home page and the reader', async ({ request }) => {
  for (const path of ['/', '/news']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(expected[0]!.title);
  }
});

test('a headline on the home page opens in the reader', async ({ page }) => {
  await page.goto('/');
  const second = expected[1]!;
  await page.getByRole('region', { name: en.Headlines.heading }).getByRole('link', { name: second.title }).click();
  await expect(page).toHaveURL(new RegExp(`/news\\?article=${second.id}$`));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: second.title })).toBeVisible();
});

test('on the reader the strip follows the articles, so the first screen is theirs', async ({ page }) => {
  await page.goto('/news');
  const strip = page.getByRole('region', { name: en.Headlines.heading });
  const follows = await strip.evaluate((section) => {
    const lastCard = Array.from(document.querySelectorAll('main article')).at(-1);
    return lastCard ? Boolean(lastCard.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING) : false;
  });
  expect(follows).toBe(true);
});

test('a headline below the reader opens in it, and closing returns to the list', async ({ page }) => {
  await page.goto('/hi/news');
  const third = expected[2]!;
  const link = page.getByRole('region', { name: hi.Headlines.heading }).getByRole('link', { name: third.title });
  await waitUntilLive(link);
  await clickWhenSettled(link);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: third.title })).toBeVisible();
  await dialog.getByRole('button', { name: hi.News.close }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/article=/);
  await expect(page.locator('main article').first()).toBeVisible();
});

test('on the reader a headline in view is not fetched ahead, and opens with no request', async ({ page }) => {
  // The router's payloads of the reader's page, fetched ahead (prefetches) or for a navigation.
  const pagesAsked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/news') && url.searchParams.has('_rsc')) pagesAsked.push(request.url());
  });
  await page.goto('/news?category=sports');
  const strip = page.getByRole('region', { name: en.Headlines.heading });
  const first = strip.getByRole('link', { name: expected[0]!.title });
  await waitUntilLive(first);
  await first.scrollIntoViewIfNeeded();
  // Links in view are fetched ahead once the browser is idle: let the page settle before counting.
  await page.waitForLoadState('networkidle');
  expect(pagesAsked).toEqual([]);

  await clickWhenSettled(first);
  await expect(page.getByRole('dialog').getByRole('heading', { name: expected[0]!.title })).toBeVisible();
  // The headline opened over the list shown: its address keeps the category.
  await expect(page).toHaveURL(new RegExp(`/news\\?category=sports&article=${expected[0]!.id}$`));
  expect(pagesAsked).toEqual([]);
});
