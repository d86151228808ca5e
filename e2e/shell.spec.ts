import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { routeById } from '../lib/navigation';
import { en, routes, siteConfig, widths } from './routes';

async function expectShell(page: Page) {
  const strip = page.getByRole('complementary', { name: en.ContactStrip.label });
  await expect(strip).toContainText('9:30am - 6:30pm Mon - Sun');
  await expect(strip.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
    'href',
    `tel:${siteConfig.phone.tel}`,
  );
  await expect(strip).toContainText(siteConfig.postalLocation);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accessibility settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: en.Header.skipToContent })).toHaveAttribute('href', '#main-content');
}

/**
 * Each route is loaded once and its shell checked at every width by resizing the page: the layout
 * follows the width through media queries, and the server renders the same markup at any width.
 */
for (const route of routes) {
  test(
    `${route.path} answers 200 with the shell, its h1 and its title at every width`,
    { tag: '@smoke' },
    async ({ page }) => {
      await page.setViewportSize({ width: widths.small, height: 900 });
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(
        route.id === 'home' ? new RegExp(en.Nav.home) : `${route.title} | ${siteConfig.name}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      for (const width of Object.values(widths)) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByRole('heading', { level: 1 }), `at ${width}px`).toBeVisible();
        await expectShell(page);
      }
    },
  );
}

test('the 404 page keeps the shell and answers 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: en.NotFound.heading })).toBeVisible();
  await expectShell(page);
});

test('the footer shows the current year, also on 1 January', async ({ page }) => {
  await page.clock.install({ time: new Date(2031, 0, 1, 0, 1) });
  await page.goto('/footer/disclaimer');
  await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${siteConfig.name}. All rights reserved.`);
});

test('the footer year matches today', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${siteConfig.name}`);
});

test('social links open in a new tab with rel noopener', async ({ page }) => {
  await page.goto('/');
  for (const { network, url } of siteConfig.social) {
    const link = page.getByRole('contentinfo').getByRole('link', { name: new RegExp(`^${network}`) });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('sitemap.xml and robots.txt come from the route list', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of routes) {
    const loc = `${route.path === '/' ? '' : route.path}</loc>`;
    // The team's page asks search engines to leave it out, so the sitemap does not offer it.
    if (routeById(route.id).noindex) expect(sitemap).not.toContain(loc);
    else expect(sitemap).toContain(loc);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap:');
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/nav/about');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: en.Header.skipToContent })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test("every icon is drawn from the site's sprite, also after moving to another page", async ({ page, request }) => {
  // Each icon's sprite address and symbol, and the width it is drawn at when it is shown (the
  // no-script menu's and the phone menu's icons are hidden at this width).
  const icons = () =>
    page.locator('svg use').evaluateAll((uses) =>
      uses.map((use) => {
        const [address = '', id = ''] = (use.getAttribute('href') ?? '').split('#');
        const shown = (use.closest('svg') as SVGSVGElement).checkVisibility();
        return { address, id, shown, width: (use as SVGUseElement).getBBox().width };
      }),
    );
  const sprites = new Map<string, string>();
  const expectDrawn = async (found: Awaited<ReturnType<typeof icons>>) => {
    for (const icon of found) {
      // One sprite, named with its version, served as SVG for browsers to keep.
      expect(icon.address, icon.id).toMatch(/^\/icons\.svg\?v=[\w-]+$/);
      if (!sprites.has(icon.address)) {
        const answer = await request.get(icon.address);
        expect(answer.headers()['content-type']).toContain('image/svg+xml');
        expect(answer.headers()['cache-control']).toContain('immutable');
        sprites.set(icon.address, await answer.text());
      }
      expect(sprites.get(icon.address), icon.id).toContain(`<symbol id="${icon.id}"`);
    }
    expect(sprites.size).toBe(1);
    // A shown icon is drawn once the sprite has come.
    await expect.poll(async () => (await icons()).filter((i) => i.shown && i.width === 0).map((i) => i.id)).toEqual([]);
  };
  await page.goto('/news');
  const onReader = await icons();
  // The reader's bookmark toggles and its pager's arrows at least.
  expect(onReader.filter((icon) => icon.shown).length).toBeGreaterThan(20);
  await expectDrawn(onReader);
  // No page carries the shapes itself.
  expect(await page.locator('symbol').count()).toBe(0);
  await page.getByRole('banner').getByRole('link', { name: en.Nav.home }).first().click();
  await expect(page).toHaveURL(/\/$/);
  const onHome = await icons();
  expect(onHome.filter((icon) => icon.shown).map((icon) => icon.id)).toContain('icon-social');
  await expectDrawn(onHome);
});
