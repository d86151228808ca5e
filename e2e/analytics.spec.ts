import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { en } from './routes';

// The stand-in for gtag.js: it records the page_view events the site queues in dataLayer.
const STAND_IN = `
  window.__pageViews = [];
  var handle = function (args) {
    if (args && args[0] === 'event' && args[1] === 'page_view') window.__pageViews.push(args[2].page_path);
  };
  (window.dataLayer || []).forEach(handle);
  var push = window.dataLayer.push;
  window.dataLayer.push = function (args) { handle(args); return push.apply(window.dataLayer, arguments); };
`;
const GTAG = 'https://www.googletagmanager.com/gtag/js**';

async function serveStandIn(page: Page) {
  await page.route(GTAG, (route) => route.fulfill({ contentType: 'application/javascript', body: STAND_IN }));
}
const pageViews = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pageViews?: string[] }).__pageViews ?? null);

test.use({ viewport: { width: 1440, height: 900 } });

test('one page_view on first load, on client-side navigation and on a query change', async ({ page }) => {
  await serveStandIn(page);
  await page.goto('/');
  await expect.poll(() => pageViews(page)).toEqual(['/']);

  await page
    .getByRole('navigation', { name: en.Header.mainNavigation })
    .getByRole('link', { name: en.Nav.blog, exact: true })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => pageViews(page)).toEqual(['/', '/blog']);

  await page.getByRole('contentinfo').getByRole('link', { name: en.Nav.news }).click();
  await expect(page).toHaveURL(/\/news$/);
  await page.getByRole('tab', { name: en.News.categories.sports }).click();
  await expect(page).toHaveURL(/category=sports/);
  await expect.poll(() => pageViews(page)).toEqual(['/', '/blog', '/news', '/news?category=sports']);
  // Nothing more arrives later: exactly one event each.
  await page.waitForTimeout(1000);
  expect(await pageViews(page)).toEqual(['/', '/blog', '/news', '/news?category=sports']);
});

test('a script that fails to load is logged and the site keeps working', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route(GTAG, (route) => route.abort());
  await page.goto('/nav/about');
  await expect.poll(() => errors.some((e) => e.includes('Failed to load Google Analytics script.'))).toBe(true);
  await page.getByRole('button', { name: 'Accessibility settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Accessibility Settings' })).toBeVisible();
});
