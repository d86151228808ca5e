import { beforeEach, describe, expect, it } from 'vitest';
import { NewsError } from '@/lib/news/errors';
import { createNewsService, type NewsService } from '@/lib/news/service';
import { createStubProvider, rateLimited, type StubProvider } from '../support/stub-provider';

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
  ])('calls the provider again for %s', async (_, query) => {
    await service.getNews({ page: 1, limit: 10 });
    await service.getNews(query);
    expect(provider.calls).toHaveLength(4);
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

  it('does not cache a failure', async () => {
    provider.failWith = rateLimited();
    await expect(service.getNews()).rejects.toBeInstanceOf(NewsError);
    provider.failWith = null;
    await expect(service.getNews()).resolves.toMatchObject({ currentPage: 1 });
    expect(provider.calls).toHaveLength(4);
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
    expect(provider.calls).toHaveLength(2);
    expect(errors.every((e) => e instanceof NewsError && e.status === 429)).toBe(true);
  });

  it('do not share for different requests', async () => {
    await Promise.all([service.getNews({ page: 1 }), service.getNews({ page: 2 })]);
    expect(provider.calls).toHaveLength(4);
  });
});
