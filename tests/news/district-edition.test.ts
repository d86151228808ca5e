// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { DISTRICT_SEARCHES, DISTRICT_SEARCH_SIZE } from '@/lib/news/district-edition';
import type { CachedAnswer } from '@/lib/news/cache';
import { NewsError } from '@/lib/news/errors';
import type { NewsProvider, SearchParams } from '@/lib/news/provider';
import { createNewsService, type NewsService, type NewsStores } from '@/lib/news/service';
import type { Article, NewsResult, RawNewsItem } from '@/lib/news/types';
import { createMemoryStore } from '@/lib/shared-store/memory';

const CACHE_MS = 60_000;
const STATE = 'Bihar';

const item = (id: string, title: string, published: string, category = 'regional'): RawNewsItem => ({
  id,
  title,
  description: '',
  url: `https://news.example/${id}`,
  published,
  author: 'Desk',
  image: null,
  category: [category],
});

/** Twenty state stories for page 1, none about the district; one of them about Rohtak in Haryana. */
const pageOne: RawNewsItem[] = Array.from({ length: 20 }, (_, i) =>
  item(
    `state-${i}`,
    i === 7 ? 'Rohtak mandi mein dhan ki aavak badhi' : `पटना में बैठक ${i}`,
    `2026-11-2${i % 5}T10:00:00Z`,
  ),
);
/** Page 2 of the state feed holds the district's three stories among others. */
const pageTwo: RawNewsItem[] = [
  ...Array.from({ length: 17 }, (_, i) => item(`later-${i}`, `गया में कार्यक्रम ${i}`, '2026-11-10T10:00:00Z')),
  item('rohtas-paddy', 'रोहतास में धान खरीद ने पकड़ी रफ्तार', '2026-11-21T07:00:00Z', 'agriculture'),
  item('sasaram-fair', 'सासाराम में रोजगार मेला 28 नवंबर को', '2026-11-20T11:00:00Z', 'jobs'),
  item('dehri-match', 'डेहरी में फुटबॉल टूर्नामेंट का फाइनल', '2026-11-19T18:00:00Z', 'sports'),
];
const feed = [...pageOne, ...pageTwo];

/**
 * A provider that pages the state feed for the state's name and otherwise searches the text
 * loosely, as real ones do: on the first five letters, so "Rohtas" also finds Rohtak.
 */
function createFeedProvider(items: RawNewsItem[] = feed) {
  const calls: SearchParams[] = [];
  const failing = new Set<string>();
  const provider: NewsProvider & { calls: SearchParams[]; failing: Set<string> } = {
    sample: false,
    calls,
    failing,
    async search(params) {
      calls.push(params);
      if (failing.has(params.keywords) || failing.has('*')) throw new NewsError('Service unavailable', 502);
      const stem = params.keywords.slice(0, 5).toLowerCase();
      const matching =
        params.keywords === STATE
          ? items
          : items.filter((i) => `${i.title} ${i.description}`.toLowerCase().includes(stem));
      const start = (params.page_number - 1) * params.page_size;
      return { news: matching.slice(start, start + params.page_size), news_count: matching.length };
    },
  };
  return provider;
}

const storesFor = (now: () => number): NewsStores => ({
  pages: createMemoryStore<CachedAnswer<NewsResult>>({ maxEntries: 100, now }),
  counts: createMemoryStore<CachedAnswer<number | null>>({ maxEntries: 10, now }),
  districts: createMemoryStore<CachedAnswer<Article[]>>({ maxEntries: 10, now }),
});

let clock: number;
let provider: ReturnType<typeof createFeedProvider>;
let service: NewsService;
const now = () => clock;
const districtCalls = () => provider.calls.filter((c) => c.keywords !== STATE);
const titles = (result: NewsResult) => result.articles.map((a) => a.title);

beforeEach(() => {
  clock = Date.parse('2026-11-22T00:00:00Z');
  provider = createFeedProvider();
  service = createNewsService({ provider, keyword: STATE, cacheMs: CACHE_MS, now });
});

describe("the district's edition", () => {
  it('finds the district stories that sit on page 2 of the state feed, newest first', async () => {
    const page = await service.getNews({ district: true });
    expect(titles(page)).toEqual(['रोहतास में धान खरीद ने पकड़ी रफ्तार', 'सासाराम में रोजगार मेला 28 नवंबर को']);
    expect(page).toMatchObject({ currentPage: 1, totalResults: 2, totalPages: 1, hasMore: false });
  });

  it('asks the provider three searches, for the district in both scripts and its headquarters', async () => {
    await service.getNews({ district: true });
    expect(provider.calls.map((c) => c.keywords)).toEqual([...DISTRICT_SEARCHES]);
    expect(DISTRICT_SEARCHES).toHaveLength(3);
    expect(provider.calls.every((c) => c.page_size === DISTRICT_SEARCH_SIZE && c.language === 'hi')).toBe(true);
  });

  it('leaves out what only looks like the district (Rohtak), which the provider answered', async () => {
    const page = await service.getNews({ district: true });
    expect(titles(page).some((t) => t.includes('Rohtak'))).toBe(false);
  });

  it('adds the district stories of the state pages readers have opened, once each', async () => {
    await service.getNews({ page: 2, limit: 20 });
    const page = await service.getNews({ district: true });
    expect(titles(page)).toEqual([
      'रोहतास में धान खरीद ने पकड़ी रफ्तार',
      'सासाराम में रोजगार मेला 28 नवंबर को',
      'डेहरी में फुटबॉल टूर्नामेंट का फाइनल',
    ]);
  });

  it('costs its three searches once per cache window, whatever page or category is asked for', async () => {
    await service.getNews({ district: true });
    await service.getNews({ district: true, category: 'jobs' });
    await service.getNews({ district: true, limit: 4 });
    expect(districtCalls()).toHaveLength(3);
    clock += CACHE_MS;
    await service.getNews({ district: true });
    expect(districtCalls()).toHaveLength(6);
  });

  it('costs the three searches once for two instances sharing a store', async () => {
    const stores = storesFor(now);
    const first = createNewsService({ provider, keyword: STATE, cacheMs: CACHE_MS, now, stores });
    const second = createNewsService({ provider, keyword: STATE, cacheMs: CACHE_MS, now, stores });
    const answer = await first.getNews({ district: true });
    expect(await second.getNews({ district: true })).toEqual(answer);
    expect(districtCalls()).toHaveLength(3);
  });

  it('pages and filters by category, giving the first article of each page the featured picture size', async () => {
    const jobs = await service.getNews({ district: true, category: 'jobs' });
    expect(titles(jobs)).toEqual(['सासाराम में रोजगार मेला 28 नवंबर को']);
    expect(jobs.articles[0]?.imageSize).toEqual({ width: 800, height: 400 });
    const second = await service.getNews({ district: true, limit: 4, page: 1 });
    expect(second.articles[1]?.imageSize).toEqual({ width: 200, height: 120 });
  });

  it('answers an empty first page, and 404 past the last page', async () => {
    expect(await service.getNews({ district: true, category: 'health' })).toMatchObject({
      articles: [],
      totalPages: 0,
    });
    await expect(service.getNews({ district: true, page: 2 })).rejects.toMatchObject({ status: 404 });
  });

  it('keeps what the other searches found when one fails', async () => {
    provider.failing.add(DISTRICT_SEARCHES[1] ?? '');
    expect(titles(await service.getNews({ district: true }))).toEqual(['रोहतास में धान खरीद ने पकड़ी रफ्तार']);
  });

  it('fails when every search fails, and serves the last good edition marked stale after that', async () => {
    provider.failing.add('*');
    await expect(service.getNews({ district: true })).rejects.toThrow('Service unavailable');
    provider.failing.clear();
    const good = await service.getNews({ district: true });
    clock += CACHE_MS;
    provider.failing.add('*');
    expect(await service.getNews({ district: true })).toEqual({ ...good, stale: true });
  });
});
