// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { NEWS_CATEGORIES } from '@/lib/news/constants';
import { createHeadlinesSource } from '@/lib/news/headlines';
import { parseRss } from '@/lib/news/rss';
import { toArticles } from '@/lib/news/transform';
import { numberedFeed } from '../support/rss';

const SMALL_FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>रोहतास &amp; सासाराम समाचार</title>
    <link>https://feed.example.com/</link>
    <item>
      <title>डेहरी &amp; सासाराम के बीच नई बस सेवा</title>
      <link>https://feed.example.com/bus-seva</link>
      <description><![CDATA[<p>परिवहन विभाग ने <b>दस</b> नई बसें चलाईं & किराया घटाया।</p>]]></description>
      <pubDate>Fri, 20 Nov 2026 08:30:00 +0000</pubDate>
      <guid isPermaLink="false">bus-1</guid>
      <category>regional</category>
      <enclosure url="https://images.example.com/bus.jpg" type="image/jpeg" length="1234"/>
    </item>
  </channel>
</rss>`;

describe('parseRss', () => {
  const { items, channelTitle } = parseRss(SMALL_FEED);

  it('reads the channel title with its entity decoded', () => {
    expect(channelTitle).toBe('रोहतास & सासाराम समाचार');
  });

  it('reads a single item as a list of one', () => {
    expect(items).toHaveLength(1);
  });

  it('reads the item as a raw news item', () => {
    expect(items[0]).toEqual({
      id: 'bus-1',
      title: 'डेहरी & सासाराम के बीच नई बस सेवा',
      description: '<p>परिवहन विभाग ने <b>दस</b> नई बसें चलाईं & किराया घटाया।</p>',
      url: 'https://feed.example.com/bus-seva',
      published: '2026-11-20T08:30:00.000Z',
      author: null,
      source: 'रोहतास & सासाराम समाचार',
      image: 'https://images.example.com/bus.jpg',
      category: ['regional'],
    });
  });

  it('goes through the same transform as the provider', () => {
    const [article] = toArticles(items, 0);
    expect(article).toMatchObject({
      id: 'bus-1',
      link: 'https://feed.example.com/bus-seva',
      publishedAt: '2026-11-20T08:30:00.000Z',
      source: { name: 'रोहतास & सासाराम समाचार' },
      urlToImage: 'https://images.example.com/bus.jpg',
      imageSize: { width: 800, height: 400 },
      category: 'regional',
    });
  });

  it('gives an empty date for an unreadable pubDate and no id without a guid', () => {
    const xml = SMALL_FEED.replace('Fri, 20 Nov 2026 08:30:00 +0000', 'कल').replace(
      '<guid isPermaLink="false">bus-1</guid>',
      '',
    );
    const [item] = parseRss(xml).items;
    expect(item?.published).toBe('');
    expect(item?.id).toBeNull();
  });

  it('reads a channel without items as an empty list', () => {
    expect(parseRss('<rss version="2.0"><channel><title>x</title></channel></rss>').items).toEqual([]);
  });

  it('throws for a document that is not RSS', () => {
    expect(() => parseRss('<feed><entry/></feed>')).toThrow('Not an RSS 2.0 feed');
  });
});

describe('createHeadlinesSource', () => {
  const source = (xml: string) => {
    const readBundled = vi.fn(async () => xml);
    return { readBundled, headlines: createHeadlinesSource({ readBundled, timeoutMs: 1000, cacheMs: 60_000 }) };
  };

  it('pages 10 at a time and counts all', async () => {
    const { headlines } = source(numberedFeed(25));
    const first = await headlines.getHeadlines();
    const third = await headlines.getHeadlines({ page: 3 });
    expect(first.totalResults).toBe(25);
    expect(first.articles.map((a) => a.id)).toEqual(Array.from({ length: 10 }, (_, i) => `h-${i + 1}`));
    expect(third.articles.map((a) => a.id)).toEqual(['h-21', 'h-22', 'h-23', 'h-24', 'h-25']);
    await expect(headlines.getHeadlines({ page: 4 })).rejects.toMatchObject({ status: 404, message: 'Page not found' });
  });

  it('answers page 1 of a category without headlines, and refuses page 2 of it', async () => {
    const { headlines } = source(numberedFeed(25));
    expect(await headlines.getHeadlines({ category: 'health' })).toEqual({ articles: [], totalResults: 0 });
    await expect(headlines.getHeadlines({ category: 'sports', page: 2 })).rejects.toMatchObject({ status: 404 });
  });

  it('filters by category before paging', async () => {
    const { headlines } = source(numberedFeed(25));
    const sports = await headlines.getHeadlines({ category: 'sports' });
    expect(sports.totalResults).toBe(8);
    expect(sports.articles.map((a) => a.id)).toEqual(['h-3', 'h-6', 'h-9', 'h-12', 'h-15', 'h-18', 'h-21', 'h-24']);
    expect((await headlines.getHeadlines({ category: 'health' })).totalResults).toBe(0);
  });

  it('reads the feed once while the cache is fresh', async () => {
    const { headlines, readBundled } = source(numberedFeed(12));
    await headlines.getHeadlines();
    await headlines.getHeadlines({ page: 2 });
    expect(readBundled).toHaveBeenCalledTimes(1);
  });

  it("logs and throws 'Failed to fetch news' when the feed cannot be read", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { headlines } = source('not xml at all');
    await expect(headlines.getHeadlines()).rejects.toMatchObject({ message: 'Failed to fetch news', status: 502 });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('the bundled headlines.xml', () => {
  const xml = readFileSync(path.join(process.cwd(), 'lib/news/data/headlines.xml'), 'utf8');
  const articles = toArticles(parseRss(xml).items, 0);

  it('has at least 20 articles, all with titles', () => {
    expect(articles.length).toBeGreaterThanOrEqual(20);
    for (const article of articles) expect(article.title.trim()).not.toBe('');
  });

  it('has readable dates, unique ids and known categories', () => {
    expect(articles.every((a) => a.publishedAt !== '')).toBe(true);
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
    expect(articles.every((a) => (NEWS_CATEGORIES as readonly string[]).includes(a.category))).toBe(true);
  });

  it('is what the headlines source reads by default', async () => {
    const headlines = createHeadlinesSource({ timeoutMs: 1000, cacheMs: 0 });
    const result = await headlines.getHeadlines();
    expect(result.totalResults).toBe(articles.length);
    expect(result.articles).toHaveLength(Math.min(10, articles.length));
  });
});
