import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { axeFindings, wcagFindings } from './support/axe';
import { hi, hiRoutes, routes, widths } from './routes';

/** Every route in English and under /hi in Hindi. */
const allRoutes = [...routes, ...hiRoutes];

/** Waits for open/close transitions, whose half-faded colors would fool the contrast check. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      // The background bubbles loop forever; only finite transitions matter here.
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

/**
 * Each route is checked at both widths and in both looks, paired rather than crossed: the
 * phone layout in the default look, the desktop layout in high contrast. That halves the
 * run time of the largest spec while every route still meets each layout and each look.
 */
const configurations = [
  { width: widths.small, look: { name: 'default look', settings: null } },
  { width: widths.large, look: { name: 'high contrast', settings: { highContrast: true } } },
] as const;

for (const { width, look } of configurations) {
  test.describe(`axe at ${width}px, ${look.name}`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of allRoutes) {
      test(route.path, async ({ page }) => {
        if (look.settings) {
          await page.addInitScript(
            (s) => localStorage.setItem('accessibility_settings', JSON.stringify(s)),
            look.settings,
          );
        }
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // A form's send button turns on once the form is live; its fade would fool the contrast check.
        await page.waitForFunction(() => !document.querySelector('form button[type="submit"][disabled]'));
        await settled(page);
        expect(await wcagFindings(page)).toEqual([]);
      });
    }
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
