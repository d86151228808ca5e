// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { CachedAnswer } from '@/lib/news/cache';
import { NewsError } from '@/lib/news/errors';
import { createNewsService, type NewsService } from '@/lib/news/service';
import type { Article, NewsResult } from '@/lib/news/types';
import { createMemoryStore } from '@/lib/shared-store/memory';
import { createStubProvider, isCountCall, rateLimited, type StubProvider } from '../support/stub-provider';

const CACHE_MS = 60_000;
let clock: number;
let provider: StubProvider;
let service: NewsService;

beforeEach(() => {
  clock = 1_700_000_000_000;
  provider = createStubProvider();
  service = createNewsService({ provider, keyword: 'Bihar', cacheMs: CACHE_MS, now: () => clock });
});

describe('the answer cache', () => {
  it('makes two provider calls (count + page) for a new request and none for the same request again', async () => {
    const first = await service.getNews({ page: 1, limit: 10 });
    expect(provider.calls).toHaveLength(2);
    const second = await service.getNews({ page: 1, limit: 10 });
    expect(provider.calls).toHaveLength(2);
    expect(second).toEqual(first);
  });

  it('treats omitted values and their defaults as the same request', async () => {
    await service.getNews();
    await service.getNews({ category: '', page: 1, limit: 20 });
    expect(provider.calls).toHaveLength(2);
  });

  it.each([
    ['another page', { page: 2, limit: 10 }],
    ['another limit', { page: 1, limit: 5 }],
    ['another category', { page: 1, limit: 10, category: 'sports' }],
  ])('asks only for the page again for %s, while the count is fresh', async (_, query) => {
    await service.getNews({ page: 1, limit: 10 });
    await service.getNews(query);
    expect(provider.calls).toHaveLength(3);
    expect(provider.calls.filter(isCountCall)).toHaveLength(1);
  });

  it('keeps services with different keywords apart', async () => {
    const other = createNewsService({ provider, keyword: 'Patna', cacheMs: CACHE_MS, now: () => clock });
    await service.getNews();
    await other.getNews();
    expect(provider.calls).toHaveLength(4);
    expect(provider.calls.slice(2).every((c) => c.keywords === 'Patna')).toBe(true);
  });

  it('is fresh until cacheMs has passed, then calls again', async () => {
    await service.getNews();
    clock += CACHE_MS - 1;
    await service.getNews();
    expect(provider.calls).toHaveLength(2);
    clock += 1;
    await service.getNews();
    expect(provider.calls).toHaveLength(4);
  });

  it('does not cache at all with cacheMs 0', async () => {
    const uncached = createNewsService({ provider, keyword: 'Bihar', cacheMs: 0, now: () => clock });
    await uncached.getNews();
    await uncached.getNews();
    expect(provider.calls).toHaveLength(4);
  });
});

describe('failures', () => {
  it('serves the last good answer marked stale when the provider fails after a success', async () => {
    const good = await service.getNews({ page: 2, limit: 10 });
    expect(good.stale).toBeUndefined();
    clock += CACHE_MS;
    provider.failWith = new NewsError('Failed to fetch news', 502);
    const stale = await service.getNews({ page: 2, limit: 10 });
    expect(provider.calls).toHaveLength(4);
    expect(stale).toEqual({ ...good, stale: true });
  });

  it('returns to fresh answers once the provider recovers', async () => {
    await service.getNews();
    clock += CACHE_MS;
    provider.failWith = rateLimited();
    expect((await service.getNews()).stale).toBe(true);
    provider.failWith = null;
    expect((await service.getNews()).stale).toBeUndefined();
  });

  it('throws the NewsError when nothing is cached, keeping the 429 message', async () => {
    provider.failWith = rateLimited();
    const error = await service.getNews().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NewsError);
    expect(error).toMatchObject({ message: 'Rate limit exceeded. Please try again later.', status: 429 });
  });

  it('does not cover one key with the answer of another', async () => {
    await service.getNews({ page: 1 });
    provider.failWith = rateLimited();
    await expect(service.getNews({ page: 2 })).rejects.toThrow('Rate limit exceeded. Please try again later.');
  });

  it('does not cache a failure (a failed count stops before the page request)', async () => {
    provider.failWith = rateLimited();
    await expect(service.getNews()).rejects.toBeInstanceOf(NewsError);
    expect(provider.calls).toHaveLength(1);
    provider.failWith = null;
    await expect(service.getNews()).resolves.toMatchObject({ currentPage: 1 });
    expect(provider.calls).toHaveLength(3);
  });

  it('pages with the last good count while a fresh count fails', async () => {
    await service.getNews({ page: 1, limit: 10 });
    clock += CACHE_MS;
    provider.failCountWith = rateLimited();
    expect(await service.getNews({ page: 3, limit: 10 })).toMatchObject({
      currentPage: 3,
      totalPages: 3,
      totalResults: 25,
    });
    expect(provider.calls.slice(2)).toMatchObject([{ page_size: 1 }, { page_number: 3, page_size: 10 }]);
  });
});

describe('concurrent requests', () => {
  it('share one provider round for identical requests', async () => {
    let open!: () => void;
    provider.gate = new Promise<void>((resolve) => (open = resolve));
    const pending = [service.getNews({ page: 1 }), service.getNews({ page: 1 }), service.getNews({ page: 1 })];
    open();
    const results = await Promise.all(pending);
    expect(provider.calls).toHaveLength(2);
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it('share one failure too', async () => {
    let open!: () => void;
    provider.gate = new Promise<void>((resolve) => (open = resolve));
    provider.failWith = rateLimited();
    const pending = [service.getNews(), service.getNews()].map((p) => p.catch((e: unknown) => e));
    open();
    const errors = await Promise.all(pending);
    expect(provider.calls).toHaveLength(1);
    expect(errors.every((e) => e instanceof NewsError && e.status === 429)).toBe(true);
  });

  it('do not share for different pages, but share their count', async () => {
    await Promise.all([service.getNews({ page: 1, limit: 10 }), service.getNews({ page: 2, limit: 10 })]);
    expect(provider.calls).toHaveLength(3);
    expect(provider.calls.filter(isCountCall)).toHaveLength(1);
  });
});

describe('the last page', () => {
  const pageCalls = () => provider.calls.filter((call) => !isCountCall(call));

  it('refuses a page past the last one with 404, after the count and without a page request', async () => {
    const error = await service.getNews({ page: Number.MAX_SAFE_INTEGER }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NewsError);
    expect(error).toMatchObject({ status: 404, message: 'Page not found' });
    expect(provider.calls).toHaveLength(1);
    expect(pageCalls()).toHaveLength(0);
  });

  it('costs no provider call at all while the count is fresh', async () => {
    await service.getNews({ page: 1, limit: 20 });
    expect(provider.calls).toHaveLength(2);
    for (let i = 0; i < 3; i++) {
      await expect(service.getNews({ page: 3 + i, limit: 20 })).rejects.toMatchObject({ status: 404 });
    }
    expect(provider.calls).toHaveLength(2);
  });

  it('answers the last page and refuses the one after it (25 articles at 4 a page: 7 pages)', async () => {
    expect(await service.getNews({ page: 7, limit: 4 })).toMatchObject({
      currentPage: 7,
      totalPages: 7,
      hasMore: false,
    });
    await expect(service.getNews({ page: 8, limit: 4 })).rejects.toMatchObject({ status: 404 });
    expect(pageCalls()).toHaveLength(1);
  });

  it('answers page 1 when there are no articles, and refuses page 2', async () => {
    provider.items = [];
    expect(await service.getNews()).toMatchObject({ articles: [], totalPages: 0, hasMore: false });
    await expect(service.getNews({ page: 2 })).rejects.toMatchObject({ status: 404 });
  });

  it('does not cover a page that no longer exists with its old copy', async () => {
    await service.getNews({ page: 2, limit: 20 });
    clock += CACHE_MS;
    provider.items = provider.items.slice(0, 10);
    await expect(service.getNews({ page: 2, limit: 20 })).rejects.toMatchObject({ status: 404 });
  });

  it('without a count from the provider, allows 50 pages and refuses the 51st', async () => {
    provider.withoutCount = true;
    await expect(service.getNews({ page: 50, limit: 20 })).resolves.toMatchObject({ articles: [], currentPage: 50 });
    await expect(service.getNews({ page: 51, limit: 20 })).rejects.toMatchObject({ status: 404 });
    expect(pageCalls()).toHaveLength(1);
  });

  it('asks for the count again once it is stale, and keeps using the new one', async () => {
    await service.getNews({ page: 1, limit: 20 });
    clock += CACHE_MS;
    provider.items = [...provider.items, ...provider.items];
    expect(await service.getNews({ page: 3, limit: 20 })).toMatchObject({ currentPage: 3, totalPages: 3 });
    expect(provider.calls.filter(isCountCall)).toHaveLength(2);
  });
});

describe('a shared store', () => {
  it('lets a second service (another server instance) answer from what the first one stored', async () => {
    const stores = {
      pages: createMemoryStore<CachedAnswer<NewsResult>>({ maxEntries: 10, now: () => clock }),
      counts: createMemoryStore<CachedAnswer<number | null>>({ maxEntries: 10, now: () => clock }),
      districts: createMemoryStore<CachedAnswer<Article[]>>({ maxEntries: 10, now: () => clock }),
    };
    const first = createNewsService({ provider, keyword: 'Bihar', cacheMs: CACHE_MS, now: () => clock, stores });
    const second = createNewsService({ provider, keyword: 'Bihar', cacheMs: CACHE_MS, now: () => clock, stores });
    const answer = await first.getNews({ page: 2, limit: 4 });
    expect(await second.getNews({ page: 2, limit: 4 })).toEqual(answer);
    await second.getNews({ page: 3, limit: 4 });
    expect(provider.calls.filter(isCountCall)).toHaveLength(1);
    expect(provider.calls).toHaveLength(3);
  });
});
