import { type Locator } from '@playwright/test';
import { expect, test, waitUntilLive } from './support/test';
import { en } from './routes';

const n = en.News;

// A phone's width: the seven categories and "All" overflow the row.
test.use({ viewport: { width: 360, height: 740 } });

/** Whether the whole tab shows in the row's scrolled sight (to the pixel: tabs are fractions of one wide). */
const inSight = (tab: Locator) =>
  tab.evaluate((element) => {
    const row = element.closest('[data-tab-scroller]')!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return box.left >= row.left - 1 && box.right <= row.right + 1;
  });

/** Where the line under the selected tab is, against the tab: both edges, to the pixel. */
async function underline(indicator: Locator, tab: Locator) {
  const [line, box] = await Promise.all([indicator.boundingBox(), tab.boundingBox()]);
  if (!line || !box) return null;
  // `+ 0` makes a rounded -0 plain 0.
  const px = (value: number) => Math.round(value) + 0;
  return {
    left: px(line.x - box.x),
    right: px(line.x + line.width - (box.x + box.width)),
    bottom: px(line.y + line.height - (box.y + box.height)),
  };
}

test('on a phone the selected tab is scrolled into sight and underlined, and the line follows a new pick', async ({
  page,
}) => {
  await page.goto('/news?category=culture');
  const tablist = page.getByRole('tablist', { name: n.categoriesLabel });
  const culture = tablist.getByRole('tab', { name: n.categories.culture, exact: true });
  await expect(culture).toHaveAttribute('aria-selected', 'true');
  await waitUntilLive(culture);
  // The last tab is scrolled into the row's sight once the row is measured.
  await expect.poll(() => inSight(culture)).toBe(true);
  const scroller = page.locator('[data-tab-scroller]');
  expect(await scroller.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  // The measured line (the row's only span) lies under the selected tab.
  const indicator = scroller.locator(':scope > span');
  const aligned = { left: 0, right: 0, bottom: 0 };
  await expect.poll(() => underline(indicator, culture)).toEqual(aligned);

  const sports = tablist.getByRole('tab', { name: n.categories.sports, exact: true });
  await sports.click();
  await expect(sports).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => inSight(sports)).toBe(true);
  await expect.poll(() => underline(indicator, sports)).toEqual(aligned);
});
