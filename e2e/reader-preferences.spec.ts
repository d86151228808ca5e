import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { en, hi } from './routes';

const cards = (page: Page) => page.locator('main article');
const layoutOf = (page: Page) => page.locator('main [data-layout]').getAttribute('data-layout');

test('the layout is a grid by default, and a list stays a list across reloads, from the server on', async ({
  page,
}) => {
  await page.goto('/news');
  await expect(page.locator('main [data-layout]')).toHaveAttribute('data-layout', 'grid');
  await page.getByRole('button', { name: en.News.layout.list }).click();
  await expect(page.locator('main [data-layout]')).toHaveAttribute('data-layout', 'list');
  await expect(page.getByRole('button', { name: en.News.layout.list })).toHaveAttribute('aria-pressed', 'true');

  // The server renders the list (no grid first, then a switch).
  const html = await (await page.request.get('/news')).text();
  expect(html).toContain('data-layout="list"');
  await page.reload();
  expect(await layoutOf(page)).toBe('list');
  const presentations = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-presentation')));
  expect(new Set(presentations)).toEqual(new Set(['thumbnail']));
});

test('preferred categories come first, and the reader opens on the first of them after a reload (Hindi)', async ({
  page,
}) => {
  const t = hi.News;
  await page.goto('/hi/news?category=health');
  const star = page.getByRole('button', { name: t.preferCategory.replace('{category}', t.categories.health) });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: t.categories.jobs }).click();
  await page.getByRole('button', { name: t.preferCategory.replace('{category}', t.categories.jobs) }).click();

  await page.goto('/hi/news');
  await expect(page).toHaveURL(/\/hi\/news\?category=health$/);
  await expect(page.getByRole('tab', { selected: true })).toHaveText(t.categories.health);
  const tabs = await page.getByRole('tab').allTextContents();
  expect(tabs.slice(0, 3)).toEqual([t.categories.all, t.categories.health, t.categories.jobs]);

  // "All" is still one tap away, and stays all after a reload.
  await page.getByRole('tab', { name: t.categories.all }).click();
  await expect(page).toHaveURL(/\/hi\/news\?category=all$/);
  await page.reload();
  await expect(page.getByRole('tab', { selected: true })).toHaveText(t.categories.all);
});

test('after a reload the bookmarks view never shows the full list first', async ({ page }) => {
  await page.goto('/news');
  const first = cards(page).first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: en.News.bookmark }).click();
  await page.getByRole('button', { name: /^Bookmarks/ }).click();
  await expect(page).toHaveURL(/view=bookmarks/);

  // The server cannot know the bookmarks: its HTML has a placeholder and no article.
  const html = await (await page.request.get('/news?view=bookmarks')).text();
  expect(html).not.toContain('<article');
  expect(html).toContain(en.News.loading);

  // Every article ever attached to the page during the reload is recorded.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seenCards: string[] }).__seenCards = seen;
    new MutationObserver(() => {
      for (const card of document.querySelectorAll('main article h2')) {
        const text = card.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(title);
  expect(await page.evaluate(() => (window as unknown as { __seenCards: string[] }).__seenCards)).toEqual([title]);
});
