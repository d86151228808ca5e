import { type Page } from '@playwright/test';
import { en } from './routes';
import { expect, test, waitUntilLive } from './support/test';

/**
 * On a laptop or desktop screen the reader's first screen is a front page: the lead story beside
 * the next four, so at least five headlines are whole on it before any scrolling, in both
 * languages (Hindi titles run longer). Whole means inside the viewport, not cut by a line clamp,
 * an ellipsis or a clipping box, and not covered by anything floating over it (the accessibility
 * button sits at the bottom of the screen). The pictures shown keep their proportions, and the
 * page does not scroll sideways. The test build is a demo copy, so the demo notice takes its share
 * of the height too.
 */
const SCREENS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
const HEADLINES = 5;

interface Headline {
  text: string;
  /** Why the title is not whole on the screen; empty when it is. */
  faults: string[];
}

/** Runs in the page: each article title, with what keeps it from being read whole on the first screen. */
function measureHeadlines(): Headline[] {
  const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
  return Array.from(document.querySelectorAll('main article h2')).map((title) => {
    const faults: string[] = [];
    const box = title.getBoundingClientRect();
    const style = getComputedStyle(title);
    if (box.top < 0 || box.bottom > window.innerHeight) faults.push('outside the viewport');
    if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') faults.push('line clamped');
    if (style.textOverflow === 'ellipsis') faults.push('ellipsis');
    if (title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1) {
      faults.push(
        `text ${title.scrollWidth}×${title.scrollHeight} in a ${title.clientWidth}×${title.clientHeight} box`,
      );
    }
    const range = document.createRange();
    range.selectNodeContents(title);
    const text = range.getBoundingClientRect();
    for (let a = title.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (!clips(s.overflowX) && !clips(s.overflowY)) continue;
      const r = a.getBoundingClientRect();
      if (text.left < r.left - 1 || text.right > r.right + 1 || text.top < r.top - 1 || text.bottom > r.bottom + 1) {
        faults.push(`cut by ${a.tagName.toLowerCase()}`);
      }
    }
    // Points along each line of the title that show something else, once it is on the screen.
    if (!faults.length) {
      const link = title.querySelector('a') ?? title;
      for (const line of Array.from(link.getClientRects())) {
        const y = line.top + line.height / 2;
        for (const x of [line.left + 2, line.left + line.width / 2, line.right - 2]) {
          const shown = document.elementFromPoint(x, y);
          if (!shown || !link.contains(shown)) {
            faults.push(
              `covered at ${Math.round(x)},${Math.round(y)} by ${shown ? shown.tagName.toLowerCase() : 'nothing'}`,
            );
          }
        }
      }
    }
    return { text: (title.textContent ?? '').trim().slice(0, 30), faults };
  });
}

interface Picture {
  src: string;
  /** Width ÷ height as drawn, as the file is, and as the picture's size says (width and height attributes). */
  rendered: number;
  natural: number;
  declared: number;
  objectFit: string;
  outsideCard: boolean;
}

/** Runs in the page: the article pictures that show, at least in part, on the first screen. */
function measurePictures(): Picture[] {
  return Array.from(document.querySelectorAll<HTMLImageElement>('main article img'))
    .filter((img) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
    })
    .map((img) => {
      const box = img.getBoundingClientRect();
      const card = img.closest('article')?.getBoundingClientRect() ?? box;
      return {
        src: img.currentSrc.slice(-60),
        rendered: box.width / box.height,
        natural: img.naturalWidth / img.naturalHeight,
        declared: Number(img.getAttribute('width')) / Number(img.getAttribute('height')),
        objectFit: getComputedStyle(img).objectFit,
        outsideCard:
          box.left < card.left - 1 ||
          box.right > card.right + 1 ||
          box.top < card.top - 1 ||
          box.bottom > card.bottom + 1,
      };
    });
}

const within = (a: number, b: number, share: number) => Math.abs(a / b - 1) <= share;

async function openFirstScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-demo-notice]')).toBeVisible();
  await expect(page.locator('main article h2').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page, 'the page does not scroll sideways').toBeLessThanOrEqual(widths.viewport);
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.width}×${screen.height}`, () => {
    test.use({ viewport: screen });

    for (const path of ['/news', '/hi/news']) {
      test(`${path}: ${HEADLINES} headlines whole on the first screen, pictures in proportion`, async ({ page }) => {
        await openFirstScreen(page, path);

        const headlines = await page.evaluate(measureHeadlines);
        const whole = headlines.filter((h) => h.faults.length === 0).length;
        test.info().annotations.push({ type: 'whole headlines on the first screen', description: String(whole) });
        // The lead and the four beside it are the ones that must be whole.
        const first = headlines.slice(0, HEADLINES);
        expect(
          first.map((h) => `${h.text}: ${h.faults.join('; ') || 'whole'}`),
          'the first headlines, each whole on the first screen',
        ).toEqual(first.map((h) => `${h.text}: whole`));

        // The pictures on the first screen, once loaded (lazy ones load as they come into view).
        const onScreen = page.locator('main article img');
        await expect
          .poll(() =>
            onScreen.evaluateAll((imgs) =>
              (imgs as HTMLImageElement[])
                .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
                .every((img) => img.complete && img.naturalWidth > 0),
            ),
          )
          .toBe(true);
        const pictures = await page.evaluate(measurePictures);
        expect(pictures.length, 'pictures on the first screen').toBeGreaterThan(0);
        for (const picture of pictures) {
          const inProportion =
            within(picture.rendered, picture.natural, 0.02) ||
            (picture.objectFit === 'cover' && within(picture.rendered, picture.declared, 0.02));
          expect(inProportion, `${picture.src} keeps its proportions: ${JSON.stringify(picture)}`).toBe(true);
          expect(picture.outsideCard, `${picture.src} stays inside its card`).toBe(false);
        }
        await expectNoSidewaysScroll(page);
      });
    }

    test('/news as a list: one article a row, the page does not scroll sideways', async ({ page }) => {
      await openFirstScreen(page, '/news');
      const list = page.getByRole('button', { name: en.News.layout.list });
      await waitUntilLive(list);
      await list.click();
      await expect(page.locator('main [data-layout]')).toHaveAttribute('data-layout', 'list');
      const lefts = await page
        .locator('main [data-layout] > li')
        .evaluateAll((items) => items.slice(0, 6).map((item) => Math.round(item.getBoundingClientRect().left)));
      expect(new Set(lefts).size, `the rows start at one edge: ${lefts.join(', ')}`).toBe(1);
      await expectNoSidewaysScroll(page);
    });
  });
}
