import { type Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../lib/theme/theme-choice';
import { expect, test } from './support/test';
import { settled, wcagFindings } from './support/axe';
import { en, hi, siteConfig } from './routes';

/** The page backgrounds of the two schemes, as getComputedStyle writes them. */
const rgbOf = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
const DARK_BACKGROUND = rgbOf(siteConfig.darkColors.background);
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

interface FirstFrame {
  background: string | null;
  htmlClass: string;
}
type WithFirstFrame = Window & { __firstFrame?: FirstFrame };

/**
 * Records the body's background and <html>'s classes in the first animation frame: its callbacks
 * run before that frame is painted, so this is what the first paint shows.
 */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as WithFirstFrame).__firstFrame = {
        background: document.body ? getComputedStyle(document.body).backgroundColor : null,
        htmlClass: document.documentElement.className,
      };
    });
  });
}

const firstFrame = async (page: Page) => {
  await page.waitForFunction(() => (window as WithFirstFrame).__firstFrame !== undefined);
  return page.evaluate(() => (window as WithFirstFrame).__firstFrame);
};

const storeChoice = (page: Page, choice: string) =>
  page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, choice] as const);

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('the first paint', () => {
  test('is dark with a stored dark choice on a light device', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await recordFirstFrame(page);
    await storeChoice(page, 'dark');
    await page.goto('/nav/about');
    expect(await firstFrame(page)).toEqual({
      background: DARK_BACKGROUND,
      htmlClass: expect.stringMatching(/\bdark\b/),
    });
  });

  test.describe('on a dark device', () => {
    test.use({ colorScheme: 'dark' });

    test('is dark with nothing stored', async ({ page }) => {
      await recordFirstFrame(page);
      await page.goto('/hi');
      expect(await firstFrame(page)).toEqual({
        background: DARK_BACKGROUND,
        htmlClass: expect.stringMatching(/\bdark\b/),
      });
    });

    test('is light with a stored light choice', async ({ page }) => {
      await recordFirstFrame(page);
      await storeChoice(page, 'light');
      await page.goto('/');
      const frame = await firstFrame(page);
      expect(frame).toEqual({ background: LIGHT_BACKGROUND, htmlClass: expect.stringMatching(/\blight\b/) });
      expect(frame?.htmlClass).not.toMatch(/\bdark\b/);
    });

    test('follows the device when the stored value is not a choice', async ({ page }) => {
      await recordFirstFrame(page);
      await storeChoice(page, 'midnight');
      await page.goto('/');
      expect((await firstFrame(page))?.background).toBe(DARK_BACKGROUND);
    });

    test('does not wait for the app JavaScript', async ({ page }) => {
      const blocked: string[] = [];
      await page.route('**/_next/static/chunks/**/*.js', (route) => {
        blocked.push(route.request().url());
        return route.abort();
      });
      await recordFirstFrame(page);
      await page.goto('/news');
      expect((await firstFrame(page))?.background).toBe(DARK_BACKGROUND);
      expect(blocked.length).toBeGreaterThan(0);
      // Nothing hydrated, and the page is still dark once loaded.
      await page.waitForLoadState('load');
      expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    });
  });

  test('is dark from a stored choice with the app JavaScript blocked', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
    await recordFirstFrame(page);
    await storeChoice(page, 'dark');
    await page.goto('/footer/faqs');
    expect((await firstFrame(page))?.background).toBe(DARK_BACKGROUND);
  });
});

test.describe('the choice', () => {
  const openDialog = async (page: Page) => {
    await page.getByRole('button', { name: en.Accessibility.open }).click();
    const dialog = page.getByRole('dialog', { name: en.Accessibility.title });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  test('applies at once, survives a reload and reaches other tabs', async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/nav/about');
    const other = await context.newPage();
    await other.goto('/footer/faqs');
    const dialog = await openDialog(page);
    const theme = dialog.getByRole('radiogroup', { name: en.Theme.legend });
    await expect(theme.getByRole('radio', { name: en.Theme.choices.device })).toBeChecked();

    await theme.getByRole('radio', { name: en.Theme.choices.dark }).check();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);
    await expect(other.locator('html')).toHaveClass(/\bdark\b/);

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    const reopened = await openDialog(page);
    await expect(reopened.getByRole('radio', { name: en.Theme.choices.dark })).toBeChecked();

    await reopened.getByRole('radio', { name: en.Theme.choices.light }).check();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(other.locator('html')).toHaveClass(/\blight\b/);
    await other.close();
  });

  test('"follow device" follows the device as it changes, and the others do not', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveClass(/\blight\b/);

    const dialog = await openDialog(page);
    await dialog
      .getByRole('radiogroup', { name: en.Theme.legend })
      .getByRole('radio', { name: en.Theme.choices.light })
      .check();
    await page.emulateMedia({ colorScheme: 'dark' });
    // Give the device change time to arrive, then check it changed nothing.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
  });
});

test.describe('axe in the dark theme', () => {
  test.use({ colorScheme: 'dark' });
  // Every route's colors in the dark scheme are checked in e2e/axe.spec.ts, on the page it checks.

  for (const colorMode of ['deuteranopia', 'protanopia', 'tritanopia'] as const) {
    test(`the home page in ${colorMode} mode`, async ({ page }) => {
      await page.addInitScript(
        (mode) => localStorage.setItem('accessibility_settings', JSON.stringify({ colorMode: mode })),
        colorMode,
      );
      await page.goto('/');
      await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${colorMode}\\b`));
      await settled(page);
      expect(await wcagFindings(page)).toEqual([]);
    });
  }

  test('with the settings dialog open, in both languages', async ({ page }) => {
    for (const [path, catalog] of [
      ['/nav/about', en],
      ['/hi/nav/about', hi],
    ] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: catalog.Accessibility.open }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settled(page);
      expect(await wcagFindings(page)).toEqual([]);
    }
  });

  test('in the news reader with an article open', async ({ page }) => {
    await page.goto('/hi/news');
    await page.locator('main article h2 a').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    expect(await wcagFindings(page)).toEqual([]);
  });
});
