// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { NEWS_CATEGORIES } from '@/lib/news/constants';
import samples from '@/lib/news/data/sample-news.json';
import { createSampleProvider } from '@/lib/news/sample-provider';
import { createNewsService, type NewsService } from '@/lib/news/service';
import type { Article, RawNewsItem } from '@/lib/news/types';

const corpus = samples as RawNewsItem[];
const DEVANAGARI = /[\u0900-\u097F]/;
const PLACEHOLDER = /^\/api\/placeholder\/\d+x\d+$/;

const serviceFor = (keyword: string) =>
  createNewsService({ provider: createSampleProvider(), keyword, cacheMs: 60_000 });

/** Every article of the corpus, page by page, as the reader would get them. */
async function allArticles(service: NewsService, category = ''): Promise<Article[]> {
  const all: Article[] = [];
  for (let page = 1; page < 100; page += 1) {
    const result = await service.getNews({ category, page, limit: 50 });
    all.push(...result.articles);
    if (!result.hasMore) break;
  }
  return all;
}

let service: NewsService;
beforeEach(() => {
  service = serviceFor('Bihar');
});

describe('the bundled sample corpus through the news service', () => {
  it('has at least 60 articles and says they are samples', async () => {
    const first = await service.getNews();
    expect(first.totalResults).toBeGreaterThanOrEqual(60);
    expect(first.totalResults).toBe(corpus.length);
    expect(first.sample).toBe(true);
    expect(service.sample).toBe(true);
    expect(first.articles).toHaveLength(20);
    expect(first.totalPages).toBe(Math.ceil(corpus.length / 20));
    expect(first.hasMore).toBe(true);
  });

  it('reaches every article by paging, each once', async () => {
    const all = await allArticles(service);
    expect(all).toHaveLength(corpus.length);
    expect(new Set(all.map((a) => a.title)).size).toBe(corpus.length);
  });

  it('gives every article of a page a distinct id, also those without a source id', async () => {
    expect(corpus.some((item) => !item.id)).toBe(true);
    for (let page = 1; page <= 4; page += 1) {
      const { articles } = await service.getNews({ page });
      expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
    }
  });

  it('has articles in every category', async () => {
    for (const category of NEWS_CATEGORIES) {
      const result = await service.getNews({ category });
      expect(result.articles.length, category).toBeGreaterThan(0);
      expect(
        result.articles.every((a) => corpus.find((c) => c.title === a.title)?.category?.includes(category)),
        category,
      ).toBe(true);
    }
  });

  it('gives different articles on page 2', async () => {
    const one = await service.getNews({ page: 1 });
    const two = await service.getNews({ page: 2 });
    expect(two.articles.length).toBeGreaterThan(0);
    const firstIds = new Set(one.articles.map((a) => a.id));
    expect(two.articles.some((a) => firstIds.has(a.id))).toBe(false);
  });

  it('has some articles without a picture (placeholder) and some with one', async () => {
    const all = await allArticles(service);
    expect(all.some((a) => PLACEHOLDER.test(a.urlToImage))).toBe(true);
    expect(all.some((a) => !PLACEHOLDER.test(a.urlToImage))).toBe(true);
  });

  it('has some articles without an author (source name from the source instead)', () => {
    const withoutAuthor = corpus.filter((item) => !item.author?.trim());
    expect(withoutAuthor.length).toBeGreaterThan(0);
    expect(corpus.some((item) => item.author?.trim())).toBe(true);
  });

  it('has a Devanagari title and a readable date on every article', async () => {
    const all = await allArticles(service);
    for (const article of all) {
      expect(article.title, article.id).toMatch(DEVANAGARI);
      expect(article.publishedAt, article.id).not.toBe('');
    }
  });

  it('links only to http(s) pages; the bad source urls give no link', async () => {
    const all = await allArticles(service);
    expect(all.every((a) => a.link === '' || /^https?:\/\//.test(a.link))).toBe(true);
    const badUrls = corpus.filter((c) => !/^https?:\/\//.test(c.url ?? '')).length;
    expect(all.filter((a) => a.link === '')).toHaveLength(badUrls);
  });

  it("finds everything with the state's Hindi name as the keyword", async () => {
    const hindi = serviceFor('बिहार');
    expect((await hindi.getNews()).totalResults).toBe(corpus.length);
  });

  it('gives an empty result with hasMore false for a keyword that matches nothing', async () => {
    const none = serviceFor('zzzz-कोई-मेल-नहीं');
    const result = await none.getNews();
    expect(result).toMatchObject({ articles: [], totalResults: 0, totalPages: 0, hasMore: false });
  });

  it('finds articles by a word of their text', async () => {
    const word = 'रोहतास';
    const expected = corpus.filter((c) => `${c.title ?? ''} ${c.description ?? ''}`.includes(word)).length;
    expect(expected).toBeGreaterThan(0);
    const result = await serviceFor(word).getNews({ limit: 50 });
    expect(result.totalResults).toBe(expected);
  });
});
