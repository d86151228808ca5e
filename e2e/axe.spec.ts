import { expect, test } from './support/test';
import { axeFindings, colorFindings, settled, wcagFindings } from './support/axe';
import { hi, hiRoutes, routes, widths } from './routes';

/** Every route in English and under /hi in Hindi. */
const allRoutes = [...routes, ...hiRoutes];

/**
 * Each route is loaded once at the phone width and checked in three looks on that one page, then
 * reloaded (its files already in the cache) for the fourth:
 * - the phone layout in the default look, with every rule;
 * - the same in the dark scheme, with the color rules: the markup is the same in both schemes, only
 *   the colors are new, and the site follows the device's scheme as it changes;
 * - the desktop layout in the dark scheme, with the color rules (the desktop's own menus and panels);
 * - the desktop layout in high contrast, with every rule.
 * One page per route rather than one per look: a fresh page starts with an empty cache and parses
 * every script again, which costs more than the checks.
 */
for (const route of allRoutes) {
  test(`axe on ${route.path}: phone and desktop, default, dark and high contrast`, async ({ page }) => {
    await page.setViewportSize({ width: widths.small, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A form's send button turns on once the form is live; its fade would fool the contrast check.
    await page.waitForFunction(() => !document.querySelector('form button[type="submit"][disabled]'));
    await settled(page);
    expect(await wcagFindings(page), 'phone, default look').toEqual([]);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await settled(page);
    expect(await colorFindings(page), 'phone, dark scheme').toEqual([]);

    await page.setViewportSize({ width: widths.large, height: 900 });
    await settled(page);
    expect(await colorFindings(page), 'desktop, dark scheme').toEqual([]);

    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() =>
      localStorage.setItem('accessibility_settings', JSON.stringify({ highContrast: true })),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForFunction(() => !document.querySelector('form button[type="submit"][disabled]'));
    await settled(page);
    expect(await wcagFindings(page), 'desktop, high contrast').toEqual([]);
  });
}

/**
 * The news reader is not in the route table: its states are checked here, on a phone (its toolbar
 * of icons with hints, the search field open, the bookmarks, the district, the list layout, the
 * dark theme) and on a desktop in high contrast.
 */
test.describe('axe on the news reader', () => {
  const readerStates = [
    { name: 'first screen', path: '/news', width: widths.small },
    { name: 'Hindi, a tool focused with its hint shown', path: '/hi/news', width: widths.small, focus: 'district' },
    { name: 'search open', path: `/hi/news?q=${encodeURIComponent('धान')}`, width: widths.small },
    { name: 'bookmarks view', path: '/news?view=bookmarks', width: widths.small },
    { name: 'district and list layout', path: '/hi/news?district=rohtas', width: widths.small, list: true },
    { name: 'dark theme', path: '/hi/news', width: widths.small, dark: true },
    { name: 'desktop, high contrast', path: '/hi/news', width: widths.large, highContrast: true },
  ];
  for (const state of readerStates) {
    test(`${state.path}: ${state.name}`, async ({ page }) => {
      await page.setViewportSize({ width: state.width, height: 667 });
      if (state.dark) await page.emulateMedia({ colorScheme: 'dark' });
      if (state.highContrast) {
        await page.addInitScript(() =>
          localStorage.setItem('accessibility_settings', JSON.stringify({ highContrast: true })),
        );
      }
      await page.goto(state.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('tablist')).toBeVisible();
      if (state.list) {
        const list = page.locator('main button[value="list"]');
        await list.click();
        await expect(list).toHaveAttribute('aria-pressed', 'true');
      }
      if (state.focus) {
        const tool = page.locator(`main button[value="${state.focus}"]`);
        await tool.focus();
        await expect(tool.locator('xpath=..').locator('[data-tooltip]')).toHaveCSS('opacity', '1');
      }
      await settled(page);
      expect(await wcagFindings(page)).toEqual([]);
    });
  }
});

test('axe with the accessibility dialog and the drawer open', async ({ page }) => {
  await page.setViewportSize({ width: widths.small, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.locator('#navigation-drawer .MuiDrawer-paper')).toBeVisible();
  await settled(page);
  expect(await axeFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Accessibility settings' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settled(page);
  expect(await axeFindings(page)).toEqual([]);
});

test('axe in Hindi with the drawer, the accessibility dialog and an article open', async ({ page }) => {
  await page.setViewportSize({ width: widths.small, height: 800 });
  await page.goto('/hi/nav/about');
  await page.getByRole('button', { name: hi.Header.openNavigation }).click();
  await expect(page.locator('#navigation-drawer .MuiDrawer-paper')).toBeVisible();
  await settled(page);
  expect(await axeFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: hi.Accessibility.open }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settled(page);
  expect(await axeFindings(page)).toEqual([]);
  await page.goto('/hi/news');
  await page.locator('main article h2 a').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settled(page);
  expect(await axeFindings(page)).toEqual([]);
});
