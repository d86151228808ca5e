import { type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DEFAULT_PAGE_SIZE } from '../lib/news/constants';
import { mentionsDistrict } from '../lib/news/district-filter';
import { expect, test } from './support/test';
import { en, hi, siteConfig } from './routes';

// These tests run against the server without a news key, which answers from the bundled samples
// in their order, 20 to a page.
interface Sample {
  title: string;
  description: string;
  category?: string[];
}
const samples: Sample[] = JSON.parse(readFileSync('lib/news/data/sample-news.json', 'utf8'));
const aboutDistrict = (s: Sample) => mentionsDistrict(`${s.title} ${s.description}`);

const firstPage = samples.slice(0, DEFAULT_PAGE_SIZE);
const expectedFirstPage = firstPage.filter(aboutDistrict).map((s) => s.title);
const elsewhereOnFirstPage = firstPage.filter((s) => !aboutDistrict(s));
const education = samples.filter((s) => s.category?.includes('education')).slice(0, DEFAULT_PAGE_SIZE);

const filterName = { en: en.News.districtFilter, hi: hi.News.districtFilter };
const withDistrict = (message: string, district: string) => message.replace('{district}', district);
const enFilter = withDistrict(filterName.en, siteConfig.district);
const hiFilter = withDistrict(filterName.hi, siteConfig.districtHi);

const cards = (page: Page) => page.locator('main article');
const titles = (page: Page) => cards(page).locator('h2');

test('the sample page has articles on both sides of the filter', () => {
  // Without both, the tests below could not tell a working filter from none.
  expect(expectedFirstPage.length).toBeGreaterThan(0);
  expect(elsewhereOnFirstPage.length).toBeGreaterThan(0);
});

test('/news?district=rohtas shows only the articles that name a place of the district', async ({ page }) => {
  await page.goto('/news?district=rohtas');
  await expect(page.getByRole('button', { name: enFilter, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(titles(page)).toHaveText(expectedFirstPage);
  for (const other of elsewhereOnFirstPage) await expect(cards(page).filter({ hasText: other.title })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server already sends the filtered page', async ({ page }) => {
    await page.goto('/news?district=rohtas');
    await expect(titles(page)).toHaveText(expectedFirstPage);
  });
});

test('/hi/news?district=rohtas shows the same articles under a Hindi label', async ({ page }) => {
  await page.goto('/hi/news?district=rohtas');
  const toggle = page.getByRole('button', { name: hiFilter, exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(titles(page)).toHaveText(expectedFirstPage);
  await toggle.click();
  await expect(page).toHaveURL(/\/hi\/news$/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);
});

test('the filter is a keyboard toggle that lives in the URL, and Back undoes it', async ({ page }) => {
  await page.goto('/news');
  await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);
  const toggle = page.getByRole('button', { name: enFilter, exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/news\?district=rohtas$/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(titles(page)).toHaveText(expectedFirstPage);
  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);
});

test('the filter narrows a category too', async ({ page }) => {
  const expected = education.filter(aboutDistrict).map((s) => s.title);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(education.length);
  await page.goto('/news?category=education&district=rohtas');
  await expect(titles(page)).toHaveText(expected);
});

test('a page with no article about the district says so and offers all news', async ({ page }) => {
  // A search that finds only articles about elsewhere leaves the filter nothing to show.
  const other = elsewhereOnFirstPage[0]!;
  const found = (word: string) => firstPage.filter((s) => `${s.title} ${s.description}`.includes(word));
  const word = other.title.split(' ').find((w) => w.length > 4 && !found(w).some(aboutDistrict));
  expect(word, 'a word of the title found only in articles about elsewhere').toBeDefined();
  await page.goto(`/news?district=rohtas&q=${encodeURIComponent(word!)}`);
  await expect(
    page.getByRole('status').filter({ hasText: withDistrict(en.News.districtEmpty, siteConfig.district) }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole('button', { name: en.News.clearDistrict, exact: true }).click();
  await expect(page).not.toHaveURL(/district=/);
  await expect(cards(page).first()).toContainText(other.title);
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
  test(`the home page ${path} links to the district's news`, async ({ page }) => {
    await page.goto(path);
    const preview = page.getByRole('region', { name: messages.News.previewHeading.replace('{state}', state) });
    const label = withDistrict(messages.News.previewDistrict, district);
    const link = preview.getByRole('link', { name: label, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
    await expect(titles(page)).toHaveText(expectedFirstPage);
  });
}
