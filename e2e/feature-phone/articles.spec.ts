import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { localizedPath, type Locale } from '../../lib/i18n/locales';
import { pathOf } from '../../lib/navigation';
import { axeFindingsWithoutScripts } from '../support/axe';
import { expect, test } from '../support/test';
import { en, hi } from '../routes';

// Without scripts (this project's browser runs none), an article's address shows the article.
const samples: { id: string; title: string; description: string; author?: string; source?: string }[] = JSON.parse(
  readFileSync('lib/news/data/sample-news.json', 'utf8'),
);
const first = samples[0]!;

const cardLinks = (page: Page) => page.locator('main article h2 a');

for (const [locale, messages] of [
  ['en', en],
  ['hi', hi],
] as [Locale, typeof en][]) {
  const t = messages.News;
  const news = localizedPath(locale, pathOf('news'));

  test(`an article opens at its own address from ${news}, with its related articles and the way back`, async ({
    page,
  }) => {
    await page.goto(news);
    await expect(cardLinks(page).first()).toHaveText(first.title);
    await cardLinks(page).first().click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${news}\\?article=${first.id}$`));

    const article = page.getByRole('main').getByRole('article');
    await expect(article).toHaveCount(1);
    await expect(article.getByRole('heading', { level: 2, name: first.title })).toBeVisible();
    await expect(article.getByText(first.description)).toBeVisible();
    const source = article.getByRole('link', { name: t.readAtSource.replace('{name}', first.author ?? first.source!) });
    await expect(source).toHaveAttribute('href', /^https:\/\/news\.example\.com\//);
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    // The list is not shown beside the article.
    await expect(page.getByRole('tabpanel')).toHaveCount(0);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(clientWidth);
    expect(await axeFindingsWithoutScripts(page)).toEqual([]);

    const relatedLink = article.getByRole('region', { name: t.related }).getByRole('link').first();
    const relatedTitle = (await relatedLink.textContent())!;
    await relatedLink.click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${news}\\?article=(?!${first.id})`));
    await expect(page.getByRole('heading', { level: 2, name: relatedTitle })).toBeVisible();

    await page.getByRole('link', { name: t.backToList }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${news}$`));
    await expect(cardLinks(page)).toHaveCount(20);
    await expect(page.getByRole('link', { name: t.backToList })).toHaveCount(0);
  });
}
