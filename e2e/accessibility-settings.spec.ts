import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { en } from './routes';

const a = en.Accessibility;
const rootFontPx = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Accessibility settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accessibility Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('text size scales the root font to 90%, 100% and 120% of the default', async ({ page }) => {
  await page.goto('/footer/privacy-policy');
  const base = await rootFontPx(page);
  const dialog = await openDialog(page);
  const textSize = dialog.getByRole('radiogroup', { name: 'Text size' });
  await textSize.getByRole('radio', { name: a.textSizes.small }).check();
  // The size applies after the choice renders: wait for it, not for a clock.
  await expect.poll(() => rootFontPx(page)).toBeCloseTo(base * 0.9, 1);
  await textSize.getByRole('radio', { name: a.textSizes.large }).check();
  await expect.poll(() => rootFontPx(page)).toBeCloseTo(base * 1.2, 1);
  await textSize.getByRole('radio', { name: a.textSizes.normal }).check();
  await expect.poll(() => rootFontPx(page)).toBeCloseTo(base, 1);
});

test('high contrast applies contrast 150% with 20% grayscale', async ({ page }) => {
  await page.goto('/');
  const dialog = await openDialog(page);
  await dialog.getByLabel('High contrast').check();
  const filter = () => page.evaluate(() => getComputedStyle(document.documentElement).filter);
  await expect.poll(filter).toBe('contrast(1.5) grayscale(0.2)');
  await dialog.getByLabel('High contrast').uncheck();
  await expect.poll(filter).toBe('none');
});

test('each color mode sets its body class and changes the palette', async ({ page }) => {
  await page.goto('/');
  const primaryOf = () =>
    page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--mui-palette-primary-main').trim());
  const normalPrimary = await primaryOf();
  const dialog = await openDialog(page);
  const colorMode = dialog.getByRole('radiogroup', { name: 'Color mode' });
  for (const mode of ['deuteranopia', 'protanopia', 'tritanopia'] as const) {
    await colorMode.getByRole('radio', { name: a.colorModes[mode] }).check();
    await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${mode}\\b`));
    expect(await primaryOf()).not.toBe(normalPrimary);
    const linkDecoration = await page.evaluate(
      () => getComputedStyle(document.querySelector('footer a') as Element).textDecorationLine,
    );
    expect(linkDecoration).toBe('underline');
  }
  await colorMode.getByRole('radio', { name: a.colorModes.normal }).check();
  await expect(page.locator('body')).not.toHaveClass(/deuteranopia|protanopia|tritanopia/);
});

test('the screen-reader switch is shown disabled', async ({ page }) => {
  await page.goto('/');
  const dialog = await openDialog(page);
  await expect(dialog.getByLabel('Screen reader')).toBeDisabled();
});

test('settings survive a reload and apply before any script of the app runs', async ({ page }) => {
  await page.goto('/nav/about');
  const base = await rootFontPx(page);
  const dialog = await openDialog(page);
  await dialog.getByRole('radiogroup', { name: 'Text size' }).getByRole('radio', { name: a.textSizes.large }).check();
  await dialog.getByLabel('High contrast').check();
  await dialog
    .getByRole('radiogroup', { name: 'Color mode' })
    .getByRole('radio', { name: a.colorModes.protanopia })
    .check();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Without the app's JavaScript the page shows what the inline pre-paint script applied.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.reload();
  await expect.poll(() => rootFontPx(page)).toBeCloseTo(base * 1.2, 1);
  await expect(page.locator('html')).toHaveClass(/a11y-high-contrast/);
  await expect(page.locator('body')).toHaveClass(/protanopia/);

  await page.unroute('**/_next/static/**/*.js');
  await page.goto('/footer/faqs');
  await expect.poll(() => rootFontPx(page)).toBeCloseTo(base * 1.2, 1);
  const reopened = await openDialog(page);
  await expect(reopened.getByRole('radio', { name: a.textSizes.large })).toBeChecked();
  await expect(reopened.getByLabel('High contrast')).toBeChecked();
  await expect(reopened.getByRole('radio', { name: a.colorModes.protanopia })).toBeChecked();
});

test('a stored screen-reader setting adds a polite live region', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[aria-live="polite"][role="status"]')).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('accessibility_settings', JSON.stringify({ screenReader: true })));
  await page.goto('/nav/about');
  const region = page.locator('[aria-live="polite"][role="status"]');
  await expect(region).toHaveCount(1);
  await expect(region).toContainText('Page loaded: About Us');
  const dialog = await openDialog(page);
  await expect(dialog.getByLabel('Screen reader')).toBeChecked();
  await expect(dialog.getByLabel('Screen reader')).toBeDisabled();
});
