import { type Page } from '@playwright/test';
import { clickWhenSettled, expect, test } from './support/test';
import { waitForSiteWorker, waitUntilKept } from './support/service-worker';
import { en, hi } from './routes';

// The reader with no connection: the service worker serves the page it kept, and the reader shows
// what this device saved.
test.use({ serviceWorkers: 'allow' });

const cards = (page: Page) => page.locator('main article');
const titles = async (page: Page) => (await cards(page).locator('h2').allTextContents()).map((title) => title.trim());

test('offline, the reader shows the last page fetched, the bookmarks and an article opened before', async ({
  page,
  context,
}) => {
  const n = en.News;
  test.setTimeout(120_000);
  await page.goto('/news');
  await waitForSiteWorker(page);
  await waitUntilKept(page, '/news');

  // Online: bookmark one article, open another, then fetch page 2 (the last page fetched).
  const firstPage = await titles(page);
  const bookmarked = (await cards(page).nth(2).locator('h2').innerText()).trim();
  await cards(page).nth(2).getByRole('button', { name: n.bookmark }).click();
  await cards(page).nth(1).locator('h2 a').click();
  // The address names the article once the router has the page for it.
  await expect(page).toHaveURL(/[?&]article=/);
  const opened = new URL(page.url()).searchParams.get('article') ?? '';
  const openedTitle = (await page.getByRole('dialog').locator('h2').first().innerText()).trim();
  await page.getByRole('dialog').getByRole('button', { name: n.close }).click();
  await clickWhenSettled(
    page.getByRole('navigation', { name: n.pagination }).getByRole('link', { name: 'Go to page 2' }),
  );
  await expect(page).toHaveURL(/page=2/);
  // Page 1 was saved already: wait for page 2 to be shown and saved in its place.
  await expect(page.getByText(n.pageStatus.replace('{page}', '2').split('{total}')[0]!)).toBeVisible();
  const lastPage = await titles(page);
  expect(lastPage).toHaveLength(20);
  expect(lastPage).not.toEqual(firstPage);
  await expect
    .poll(() =>
      page.evaluate(
        () => (JSON.parse(localStorage.getItem('cached_articles') ?? '[]') as { title: string }[])[0]?.title,
      ),
    )
    .toBe(lastPage[0]);

  await context.setOffline(true);
  await page.goto('/news');
  await expect(page.getByText(/^You are offline; showing news saved at /)).toBeVisible();
  expect(await titles(page)).toEqual(lastPage);
  // Nothing that needs the connection is offered.
  await expect(page.getByRole('navigation', { name: n.pagination })).toHaveCount(0);
  await expect(page.getByRole('button', { name: n.alerts.button })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: n.categories.sports })).toBeDisabled();

  await page.getByRole('button', { name: /^Bookmarks/ }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(bookmarked);

  await page.goto(`/news?article=${encodeURIComponent(opened)}`);
  await expect(page.getByRole('dialog')).toContainText(openedTitle);

  // Back online: the notice goes and the page refreshes quietly. Chromium's emulated offline never
  // changes navigator.onLine, so no "online" event comes: the reader's own recheck (every 30 s) finds it.
  await page.getByRole('dialog').getByRole('button', { name: n.close }).click();
  await context.setOffline(false);
  await expect(page.getByText(/^You are offline/)).toHaveCount(0, { timeout: 45_000 });
  await expect(page.getByRole('navigation', { name: n.pagination })).toBeVisible();
  // The pager shows as soon as the connection is back; the fresh first page replaces the saved
  // one when its answer arrives.
  await expect.poll(() => titles(page)).toEqual(firstPage);
});

test('the offline notice is in Hindi on the Hindi reader', async ({ page, context }) => {
  await page.goto('/hi/news');
  await waitForSiteWorker(page);
  await waitUntilKept(page, '/hi/news');
  await context.setOffline(true);
  await page.reload();
  const notice = hi.News.offlineNotice.split('{time}')[0] ?? '';
  await expect(page.getByText(notice, { exact: false })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await context.setOffline(false);
});
