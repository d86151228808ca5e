import { type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DEFAULT_PAGE_SIZE } from '../lib/news/constants';
import { clickWhenSettled, expect, test } from './support/test';
import { en, hi } from './routes';

// The server without a news key answers from the bundled samples, 20 to a page, in their order;
// its keyword search finds the samples whose title or description contains the words.
interface Sample {
  title: string;
  description: string;
}
const samples: Sample[] = JSON.parse(readFileSync('lib/news/data/sample-news.json', 'utf8'));
const cards = (page: Page) => page.locator('main article');
const titles = async (page: Page) => (await cards(page).locator('h2').allTextContents()).map((t) => t.trim());
const containing = (list: Sample[], ...words: string[]) =>
  list.filter((s) => words.every((w) => `${s.title} ${s.description}`.includes(w))).map((s) => s.title);

for (const { path, messages, query, words } of [
  { path: '/news', messages: en, query: 'dhan kharid', words: ['धान', 'खरीद'] },
  { path: '/hi/news', messages: hi, query: 'sasaram', words: ['सासाराम'] },
]) {
  test(`${path}: Hindi typed in Latin letters ("${query}") finds the Devanagari stories, on the page and in all news`, async ({
    page,
  }) => {
    const onPage = containing(samples.slice(0, DEFAULT_PAGE_SIZE), ...words);
    // The provider is asked for the Devanagari words the query stands for, as one phrase.
    const inAll = containing(samples, words.join(' '));
    // Without more stories in all news than on the page, the second step would show nothing new.
    expect(onPage.length).toBeGreaterThan(0);
    expect(inAll.length).toBeGreaterThan(onPage.length);

    await page.goto(path);
    await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);
    await page.getByRole('button', { name: messages.News.search }).click();
    await page.getByRole('searchbox', { name: messages.News.search }).fill(query);
    await expect(cards(page)).toHaveCount(onPage.length);
    expect(await titles(page)).toEqual(onPage);

    const searchAll = page.getByRole('link', { name: messages.News.searchAll.replace('{query}', query) });
    await clickWhenSettled(searchAll);
    await expect(page).toHaveURL(new RegExp(`search=all`));
    await expect(cards(page)).toHaveCount(Math.min(inAll.length, DEFAULT_PAGE_SIZE));
    expect(await titles(page)).toEqual(inAll.slice(0, DEFAULT_PAGE_SIZE));

    // The address is shareable: rendered on the server, the same results.
    await page.reload();
    await expect(cards(page)).toHaveCount(Math.min(inAll.length, DEFAULT_PAGE_SIZE));
    expect(await titles(page)).toEqual(inAll.slice(0, DEFAULT_PAGE_SIZE));
  });
}
