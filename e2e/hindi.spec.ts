import { type Page } from '@playwright/test';
import { expect, test, waitUntilLive } from './support/test';
import { pathOf, routeById } from '../lib/navigation';
import { en, hi, hiRoutes, widths } from './routes';

// Each /hi route's status, title and alternates are checked with its layout, on the one page
// e2e/hindi-layout.spec.ts loads for it.

test('sitemap.xml lists every page in both languages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  // Every page but the team's, which asks search engines to leave it out.
  for (const route of hiRoutes.filter((r) => !routeById(r.id).noindex)) {
    expect(xml).toContain(`${route.englishPath === '/' ? '' : route.englishPath}</loc>`);
    expect(xml).toContain(`${route.path}</loc>`);
  }
  expect(xml).not.toContain(`${pathOf('adminLogin')}</loc>`);
  expect(xml).toContain('hreflang="hi"');
});

async function switchTo(page: Page, name: 'हिन्दी' | 'English') {
  const link = page.getByTestId('language-switch').filter({ hasText: name });
  await waitUntilLive(link);
  await link.click();
}

test.describe('the language switch', () => {
  test.use({ viewport: { width: widths.large, height: 900 } });

  test('keeps the deep page, and the choice survives a reload and a visit to an English address', async ({ page }) => {
    await page.goto('/footer/privacy-policy');
    await switchTo(page, 'हिन्दी');
    await expect(page).toHaveURL(/\/hi\/footer\/privacy-policy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.Nav.privacyPolicy);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.Nav.privacyPolicy);
    await page.goto('/nav/about');
    await expect(page).toHaveURL(/\/hi\/nav\/about$/);

    await switchTo(page, 'English');
    await expect(page).toHaveURL(/\/nav\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/footer/faqs');
    await expect(page).toHaveURL(/\/footer\/faqs$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('carries the reader query along', async ({ page }) => {
    await page.goto('/news?category=sports');
    await switchTo(page, 'हिन्दी');
    await expect(page).toHaveURL(/\/hi\/news\?category=sports$/);
    await expect(page.getByRole('tab', { name: hi.News.categories.sports })).toHaveAttribute('aria-selected', 'true');
  });

  test('carries the query along when pressed before the scripts run, or without them', async ({ browser }) => {
    // The link itself names the page without its query; the server takes it from the Referer.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/news?category=sports&page=2');
    await page.getByTestId('language-switch').filter({ hasText: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/news\?category=sports&page=2$/);
    await expect(page.getByRole('tab', { name: hi.News.categories.sports })).toHaveAttribute('aria-selected', 'true');
    await context.close();
  });

  test('is named in its own script and marked with its language', async ({ page }) => {
    await page.goto('/blog');
    const toHindi = page.getByTestId('language-switch');
    await expect(toHindi).toHaveText('हिन्दी');
    await expect(toHindi).toHaveAttribute('lang', 'hi');
    await expect(toHindi).toHaveAttribute('hreflang', 'hi');
  });
});

test.describe('the drawer on a phone', () => {
  test.use({ viewport: { width: widths.small, height: 800 } });

  test('lists both languages, marks the current one, and switches on the same page', async ({ page }) => {
    await page.goto('/hi/footer/cookie-policy');
    await page.getByRole('button', { name: hi.Header.openNavigation }).click();
    const drawer = page.locator('#navigation-drawer .MuiDrawer-paper');
    const languages = drawer.getByRole('list', { name: hi.Language.label });
    await expect(languages.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('aria-current', 'true');
    await languages.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/footer\/cookie-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Nav.cookiePolicy);
  });
});

test.describe('a first visit with a Hindi browser', () => {
  test.use({ locale: 'hi-IN' });

  test('is offered Hindi, in Hindi, and taken to the same page', async ({ page }) => {
    await page.goto('/nav/about');
    const offer = page.getByRole('region', { name: hi.Language.offer });
    await expect(offer).toBeVisible();
    await offer.getByRole('link', { name: hi.Language.accept }).click();
    await expect(page).toHaveURL(/\/hi\/nav\/about$/);
    await expect(page.getByRole('region', { name: hi.Language.offer })).toHaveCount(0);
  });

  test('can decline, and is not asked again', async ({ page }) => {
    await page.goto('/');
    const offer = page.getByRole('region', { name: hi.Language.offer });
    await offer.getByRole('button', { name: hi.Language.decline }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: hi.Language.offer })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-IN' });

  test('is not interrupted by the offer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: hi.Language.offer })).toHaveCount(0);
  });
});

test('dates and prices follow the language', async ({ page }) => {
  await page.goto('/hi/footer/privacy-policy');
  await expect(page.getByText(/आख़िरी बदलाव/).first()).toHaveText(/आख़िरी बदलाव: \d{1,2} [\u0900-\u097F]+ \d{4}/);
  await page.goto('/hi/nav/subscriptions-plan');
  await expect(page.getByText(/₹\d/).first()).toBeVisible();
  await page.goto('/footer/privacy-policy');
  await expect(page.getByText(/Last updated/).first()).toHaveText(/\d{1,2} [A-Z][a-z]+ \d{4}/);
});
