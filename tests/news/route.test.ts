// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as getHeadlines } from '@/app/api/news/headlines/route';
import { GET as getNews } from '@/app/api/news/route';
import { GET as getSearch } from '@/app/api/news/search/route';
import { NewsError } from '@/lib/news/errors';
import { createHeadlinesSource, type HeadlinesSource } from '@/lib/news/headlines';
import { createNewsService, type NewsService } from '@/lib/news/service';
import { numberedFeed } from '../support/rss';
import { createStubProvider, rateLimited, type StubProvider } from '../support/stub-provider';

const state = vi.hoisted(() => ({
  service: undefined as NewsService | undefined,
  headlines: undefined as HeadlinesSource | undefined,
}));

vi.mock('server-only', () => ({}));

// The routes read the service and the headline source from '@/lib/news'; each test supplies its own.
vi.mock('@/lib/news', async () => {
  const errors = await import('@/lib/news/errors');
  return {
    NewsError: errors.NewsError,
    newsService: () => {
      if (!state.service) throw new Error('no news service set up');
      return state.service;
    },
    headlinesSource: () => {
      if (!state.headlines) throw new Error('no headlines source set up');
      return state.headlines;
    },
  };
});

let clock: number;
let provider: StubProvider;
let readBundled: ReturnType<typeof vi.fn<() => Promise<string>>>;
let address = 0;

beforeEach(() => {
  // Each test from its own address (one trusted proxy), so the per-address limit of one never touches another.
  vi.stubEnv('TRUST_PROXY_HOPS', '1');
  address += 1;
  clock = 1_700_000_000_000;
  provider = createStubProvider();
  state.service = createNewsService({ provider, keyword: 'Bihar', cacheMs: 60_000, now: () => clock });
  readBundled = vi.fn(async () => numberedFeed(25));
  state.headlines = createHeadlinesSource({ readBundled, timeoutMs: 1000, cacheMs: 60_000 });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const from = () => ({ headers: { 'x-forwarded-for': `198.51.100.${address}` } });
const news = (query: string) => getNews(new NextRequest(`http://localhost/api/news${query}`, from()));
const headlines = (query: string) =>
  getHeadlines(new NextRequest(`http://localhost/api/news/headlines${query}`, from()));

describe('GET /api/news: bad parameters', () => {
  it.each([
    ['?page=0', 'page'],
    ['?page=1.5', 'page'],
    ['?page=abc', 'page'],
    ['?page=-1', 'page'],
    ['?page=1e3', 'page'],
    ['?limit=0', 'limit'],
    ['?limit=10', 'limit'],
    ['?limit=50', 'limit'],
    ['?limit=1', 'limit'],
    ['?limit=x', 'limit'],
    ['?limit=020', 'limit'],
    ['?category=unknown', 'category'],
    ['?category=Sports', 'category'],
    ['?district=patna', 'district'],
    ['?district=Rohtas%20', 'district'],
  ])('answers %s with 400 naming the field %s, without calling the provider', async (query, field) => {
    const response = await news(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: unknown; field: unknown };
    expect(body.field).toBe(field);
    expect(typeof body.error).toBe('string');
    expect(body.error).toContain(field);
    expect(provider.calls).toHaveLength(0);
  });
});

describe('GET /api/news: good requests', () => {
  it('answers 200 with the page result', async () => {
    const response = await news('?category=sports&page=2&limit=4');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ totalResults: 25, currentPage: 2, totalPages: 7, hasMore: true });
    expect(body.articles).toHaveLength(4);
    expect(provider.calls.find((c) => c.page_size === 4)).toMatchObject({ category: 'sports', page_number: 2 });
  });

  it("answers the district's edition for district=rohtas, from the provider's district searches", async () => {
    const response = await news('?district=rohtas');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { articles: { title: string }[] };
    expect(body.articles.map((a) => a.title)).toContain('रोहतास के किसानों को नई बीज योजना');
    expect(body.articles.map((a) => a.title)).not.toContain('पटना विश्वविद्यालय में नई भर्ती');
    expect(provider.calls.every((c) => c.keywords !== 'Bihar')).toBe(true);
  });

  it('names the page sizes it accepts when the limit is another one', async () => {
    const response = await news('?limit=10');
    expect(await response.json()).toEqual({ error: 'limit must be 4 or 20', field: 'limit' });
  });

  it('uses the defaults for missing or empty parameters (page 1, limit 20, all categories)', async () => {
    const response = await news('?page=&limit=&category=');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ currentPage: 1, totalPages: 2, hasMore: true });
    const pageCall = provider.calls.find((c) => c.page_size === 20);
    expect(pageCall).toBeDefined();
    expect(pageCall).not.toHaveProperty('category');
  });

  it("accepts the home page preview's limit, 4", async () => {
    const response = await news('?limit=4');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ totalPages: 7, hasMore: true });
  });

  it('answers 404 for a page past the last one, and the provider sees no page request', async () => {
    const response = await news('?page=9007199254740991');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Page not found' });
    expect(provider.calls).toEqual([expect.objectContaining({ page_number: 1, page_size: 1 })]);
  });

  it('asks for the count once for two different pages within the cache window', async () => {
    expect((await news('?page=1')).status).toBe(200);
    expect((await news('?page=2')).status).toBe(200);
    expect((await news('?page=3')).status).toBe(404);
    expect(provider.calls.filter((c) => c.page_size === 1)).toHaveLength(1);
    expect(provider.calls.filter((c) => c.page_size === 20).map((c) => c.page_number)).toEqual([1, 2]);
  });

  it('serves a second identical request from the cache', async () => {
    const first = await (await news('?page=1&limit=4')).json();
    expect(provider.calls).toHaveLength(2);
    const second = await (await news('?page=1&limit=4')).json();
    expect(provider.calls).toHaveLength(2);
    expect(second).toEqual(first);
  });

  it('answers 200 with stale true when the provider fails after a success', async () => {
    await news('?page=1');
    clock += 60_000;
    provider.failWith = new NewsError('Failed to fetch news', 502);
    const response = await news('?page=1');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ stale: true, currentPage: 1, totalResults: 25 });
    expect(provider.calls).toHaveLength(4);
  });

  it('answers 429 with the rate-limit message when nothing is cached', async () => {
    provider.failWith = rateLimited();
    const response = await news('?page=1');
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: 'Rate limit exceeded. Please try again later.' });
  });

  it("answers the provider's message with its status for other failures", async () => {
    provider.failWith = new NewsError('Invalid API key', 502);
    const response = await news('');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'Invalid API key' });
  });

  it("answers 500 'Failed to fetch news' for an unexpected error, and logs it", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    provider.failWith = new TypeError('boom');
    const response = await news('');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Failed to fetch news' });
    expect(log).toHaveBeenCalled();
  });
});

describe('GET /api/news/headlines', () => {
  it.each(['?page=0', '?page=abc', '?page=2.5'])('answers %s with 400 naming page', async (query) => {
    const response = await headlines(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'page' });
    expect(readBundled).not.toHaveBeenCalled();
  });

  it('answers 400 for an unknown category', async () => {
    const response = await headlines('?category=weather');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'category' });
  });

  it('answers 200 with articles and totalResults', async () => {
    const response = await headlines('');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { articles: { id: string }[]; totalResults: number };
    expect(Object.keys(body).sort()).toEqual(['articles', 'totalResults']);
    expect(body.totalResults).toBe(25);
    expect(body.articles.map((a) => a.id)).toEqual(Array.from({ length: 10 }, (_, i) => `h-${i + 1}`));
  });

  it('pages (10 per page) and filters by category', async () => {
    type Body = { articles: { id: string; category: string }[]; totalResults: number };
    const third = (await (await headlines('?page=3')).json()) as Body;
    expect(third.articles.map((a) => a.id)).toEqual(['h-21', 'h-22', 'h-23', 'h-24', 'h-25']);

    const sports = (await (await headlines('?category=sports')).json()) as Body;
    expect(sports.totalResults).toBe(8);
    expect(sports.articles.map((a) => a.id)).toEqual(['h-3', 'h-6', 'h-9', 'h-12', 'h-15', 'h-18', 'h-21', 'h-24']);
    expect(sports.articles.every((a) => a.category === 'sports')).toBe(true);
    expect(readBundled).toHaveBeenCalledTimes(1);
  });

  it('answers 404 for a page past the last one', async () => {
    const response = await headlines('?page=4');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Page not found' });
  });

  it('answers 502 when the feed cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    readBundled.mockRejectedValue(new Error('ENOENT'));
    const response = await headlines('');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'Failed to fetch news' });
  });
});

describe('GET /api/news/search', () => {
  const search = (query: string) => getSearch(new NextRequest(`http://localhost/api/news/search${query}`, from()));

  it.each([
    ['', 'q'],
    ['?q=', 'q'],
    ['?q=%20%20', 'q'],
    ['?q=!!!', 'q'],
    [`?q=${'क'.repeat(81)}`, 'q'],
    ['?q=a+b+c+d+e+f+g', 'q'],
    ['?q=dhan&page=6', 'page'],
    ['?q=dhan&page=0', 'page'],
  ])('answers %s with 400 naming the field %s, without calling the provider', async (query, field) => {
    const response = await search(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { field: unknown }).field).toBe(field);
    expect(provider.calls).toHaveLength(0);
  });

  it('answers a page of all news for the query', async () => {
    const response = await search('?q=%E0%A4%A7%E0%A4%BE%E0%A4%A8&page=1');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ currentPage: 1 });
    expect(provider.calls.map((c) => c.keywords)).toEqual(['धान']);
  });
});
