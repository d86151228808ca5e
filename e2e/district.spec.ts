import { type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DEFAULT_PAGE_SIZE } from '../lib/news/constants';
import { mentionsDistrict } from '../lib/news/district-filter';
import { clickWhenSettled, expect, test } from './support/test';
import { en, hi, siteConfig } from './routes';

// These tests run against the server without a news key, which answers from the bundled samples
// in their order, 20 to a page: the district's edition gathers the samples that name a place of
// the district from the whole corpus, newest first.
interface Sample {
  title: string;
  description: string;
  published: string;
  category?: string[];
}
const samples: Sample[] = JSON.parse(readFileSync('lib/news/data/sample-news.json', 'utf8'));
const aboutDistrict = (s: Sample) => mentionsDistrict(`${s.title} ${s.description}`);
const sampleTitled = (title: string) => samples.find((s) => s.title === title);

const firstPage = samples.slice(0, DEFAULT_PAGE_SIZE);
const elsewhereOnFirstPage = firstPage.filter((s) => !aboutDistrict(s));
/** District stories that sit on the state feed's later pages and name the district or its headquarters. */
const laterDistrictStories = samples
  .slice(DEFAULT_PAGE_SIZE)
  .filter((s) => aboutDistrict(s) && /रोहतास|सासाराम/.test(s.title))
  .slice(0, 3);

const filterName = { en: en.News.districtFilter, hi: hi.News.districtFilter };
const withDistrict = (message: string, district: string) => message.replace('{district}', district);
const enFilter = withDistrict(filterName.en, siteConfig.district);
const hiFilter = withDistrict(filterName.hi, siteConfig.districtHi);

const cards = (page: Page) => page.locator('main article');
const titles = (page: Page) => cards(page).locator('h2');

/**
 * The page shows a full page of the district's edition: every article names a place of the
 * district, newest first. (Which of the district's stories come first depends on the state pages
 * the server held when it gathered the edition, so the test checks the rule, not a list.)
 */
async function expectDistrictEdition(page: Page, { category = '' } = {}) {
  await expect(cards(page).first()).toBeVisible();
  const shown = (await titles(page).allTextContents()).map((title) => sampleTitled(title.trim()));
  expect(shown.length).toBeGreaterThan(0);
  for (const sample of shown) {
    expect(sample && aboutDistrict(sample), `${sample?.title} is about the district`).toBe(true);
    if (category) expect(sample?.category).toContain(category);
  }
  const times = shown.map((s) => Date.parse((s?.published ?? '').replace(' +0000', 'Z').replace(' ', 'T')));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  return shown.map((s) => s?.title ?? '');
}

test('the corpus has district stories past the first page, and stories about elsewhere', () => {
  // Without both, the tests below could not tell the district's edition from a filtered page.
  expect(laterDistrictStories).toHaveLength(3);
  expect(elsewhereOnFirstPage.length).toBeGreaterThan(0);
});

test('/news?district=rohtas is the district edition of the whole feed, paged', async ({ page }) => {
  await page.goto('/news?district=rohtas');
  await expect(page.getByRole('button', { name: enFilter, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);
  const seen = await expectDistrictEdition(page);
  for (const other of elsewhereOnFirstPage) await expect(cards(page).filter({ hasText: other.title })).toHaveCount(0);
  await clickWhenSettled(
    page.getByRole('navigation', { name: en.News.pagination }).getByRole('link', { name: /2/ }).first(),
  );
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(/district=rohtas/);
  await expect(cards(page).first()).not.toHaveText(seen[0] ?? '');
  seen.push(...(await expectDistrictEdition(page)));
  // The stories that sit on page 2 and later of the state's feed are in the edition's first two pages.
  for (const story of laterDistrictStories) expect(seen).toContain(story.title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server already sends the district edition', async ({ page }) => {
    await page.goto('/news?district=rohtas');
    await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);
    await expectDistrictEdition(page);
  });
});

test('/hi/news?district=rohtas shows the edition under a Hindi label, and turns back to all news', async ({ page }) => {
  await page.goto('/hi/news?district=rohtas');
  const toggle = page.getByRole('button', { name: hiFilter, exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expectDistrictEdition(page);
  await toggle.click();
  await expect(page).toHaveURL(/\/hi\/news$/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);
  await expect(titles(page)).toHaveText(firstPage.map((s) => s.title));
});

test('the toggle is a keyboard button that lives in the URL, and Back undoes it', async ({ page }) => {
  await page.goto('/news');
  await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);
  const toggle = page.getByRole('button', { name: enFilter, exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/news\?district=rohtas$/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page).filter({ hasText: elsewhereOnFirstPage[0]!.title })).toHaveCount(0);
  await expectDistrictEdition(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect(titles(page)).toHaveText(firstPage.map((s) => s.title));
});

test("a category of the district's edition", async ({ page }) => {
  await page.goto('/news?category=education&district=rohtas');
  await expectDistrictEdition(page, { category: 'education' });
});

for (const { path, messages, district, state, href } of [
  { path: '/', messages: en, district: siteConfig.district, state: siteConfig.state, href: '/news?district=rohtas' },
  {
    path: '/hi',
    messages: hi,
    district: siteConfig.districtHi,
    state: siteConfig.stateHi,
    href: '/hi/news?district=rohtas',
  },
]) {
  test(`the home page ${path} links to the district's edition`, async ({ page }) => {
    await page.goto(path);
    const preview = page.getByRole('region', { name: messages.News.previewHeading.replace('{state}', state) });
    const label = withDistrict(messages.News.previewDistrict, district);
    const link = preview.getByRole('link', { name: label, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
    await expectDistrictEdition(page);
  });
}
