import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * On a small phone the reader's first screen is news: the title of the first article is whole
 * inside the viewport before any scrolling, and nothing floats over its words (the accessibility
 * button sits at the bottom of the screen), in both languages and both colour schemes. The test
 * build is a demo copy, so the demo notice above the site header takes its share too.
 */
const PHONE = { width: 375, height: 667 };
test.use({ viewport: PHONE });

/** Runs in the page: points along each line of the title that show something other than the title. */
function coveredPoints(link: Element): string[] {
  const covered: string[] = [];
  for (const line of Array.from(link.getClientRects())) {
    const y = line.top + line.height / 2;
    for (const x of [line.left + 2, line.left + line.width / 2, line.right - 2]) {
      const shown = document.elementFromPoint(x, y);
      if (!shown || !link.contains(shown)) {
        covered.push(`${Math.round(x)},${Math.round(y)}: ${shown ? shown.tagName.toLowerCase() : 'nothing'}`);
      }
    }
  }
  return covered;
}

async function expectFirstHeadlineOnFirstScreen(page: Page) {
  await expect(page.locator('[data-demo-notice]')).toBeVisible();
  const title = page.locator('main article h2').first();
  await expect(title).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const box = await title.boundingBox();
  if (!box) throw new Error('The first title has no box');
  expect(box.y, 'the title starts inside the viewport').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'the title ends inside the viewport').toBeLessThanOrEqual(PHONE.height);
  expect(await title.locator('a').evaluate(coveredPoints), 'points of the title under something else').toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

for (const path of ['/news', '/hi/news']) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${path} at 375×667 (${colorScheme}): the first headline is in view without scrolling`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expectFirstHeadlineOnFirstScreen(page);
    });
  }
}
