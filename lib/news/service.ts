import { createMemoryStore } from '@/lib/shared-store/memory';
import type { SharedStore } from '@/lib/shared-store/types';
import { AnswerCache, createInFlight, onceAcrossInstances, type CachedAnswer } from './cache';
import { DEFAULT_PAGE_SIZE, MAX_PAGES_WITHOUT_COUNT, NEWS_LANGUAGE } from './constants';
import { isPageNotFound, pageNotFoundError } from './errors';
import { toNewsPage } from './paging';
import type { NewsProvider } from './provider';
import { toArticles } from './transform';
import type { NewsQuery, NewsResult } from './types';

/** Where the service keeps answers: pages, and the provider's count of articles for the keyword. */
export interface NewsStores {
  pages: SharedStore<CachedAnswer<NewsResult>>;
  counts: SharedStore<CachedAnswer<number | null>>;
}

/** Keys kept by an in-memory store: every page size and category of several hundred pages, and a few keywords' counts. */
export const NEWS_STORE_BOUNDS = { pages: 2000, counts: 100 } as const;

export interface NewsServiceOptions {
  provider: NewsProvider;
  keyword: string;
  cacheMs: number;
  /** The provider's time-out: how long an instance waits for another's answer before asking itself. */
  timeoutMs?: number;
  now?: () => number;
  /** Without them, a private in-memory store (one process, as in tests). */
  stores?: NewsStores;
}

export interface NewsService {
  getNews(query?: Partial<NewsQuery>): Promise<NewsResult>;
  readonly sample: boolean;
}

const privateStores = (now: () => number): NewsStores => ({
  pages: createMemoryStore({ maxEntries: NEWS_STORE_BOUNDS.pages, now }),
  counts: createMemoryStore({ maxEntries: NEWS_STORE_BOUNDS.counts, now }),
});

/**
 * One page of news: the provider's count request (how many articles the keyword has) and its page
 * request. The count is cached on its own, so a page costs one provider call while the count is
 * fresh, and a page past the last one is refused before it costs any. Pages are cached per
 * (keyword, category, page, limit); a failing provider is covered by the last good answer, marked
 * stale. Identical requests in flight share one call, in one process and across instances that
 * share a store (onceAcrossInstances).
 */
export function createNewsService({
  provider,
  keyword,
  cacheMs,
  timeoutMs = 8000,
  now = Date.now,
  stores = privateStores(now),
}: NewsServiceOptions): NewsService {
  const pages = new AnswerCache(stores.pages, cacheMs, now);
  const counts = new AnswerCache(stores.counts, cacheMs, now);
  const sharePage = createInFlight<NewsResult>();
  const shareCount = createInFlight<number | null>();
  const countKey = JSON.stringify(['count', keyword]);
  // A page costs up to two provider calls (the count, then the page), each within the time-out.
  const claimMs = 2 * timeoutMs + 1000;
  const freshValue = async <T>(cache: AnswerCache<T>, key: string) => {
    const cached = await cache.get(key);
    return cached?.fresh ? cached.value : undefined;
  };

  async function knownCount(): Promise<number | null> {
    const cached = await counts.get(countKey);
    if (cached?.fresh) return cached.value;
    try {
      return await shareCount(countKey, () =>
        onceAcrossInstances(stores.counts, countKey, {
          claimMs,
          readFresh: () => freshValue(counts, countKey),
          start: async () => {
            const answer = await provider.search({
              keywords: keyword,
              page_number: 1,
              page_size: 1,
              language: NEWS_LANGUAGE,
            });
            await counts.set(countKey, answer.news_count);
            return answer.news_count;
          },
        }),
      );
    } catch (error) {
      if (cached) return cached.value;
      throw error;
    }
  }

  async function fetchPage(key: string, { category, page, limit }: NewsQuery): Promise<NewsResult> {
    const count = await knownCount();
    const lastPage = count === null ? MAX_PAGES_WITHOUT_COUNT : Math.max(1, Math.ceil(count / limit));
    if (page > lastPage) throw pageNotFoundError();
    const answer = await provider.search({
      keywords: keyword,
      page_number: page,
      page_size: limit,
      language: NEWS_LANGUAGE,
      ...(category ? { category } : {}),
    });
    const articles = toArticles(answer.news, now(), (page - 1) * limit);
    const result = { ...toNewsPage(articles, page, limit, count), ...(provider.sample ? { sample: true } : {}) };
    await pages.set(key, result);
    return result;
  }

  async function getNews(partial: Partial<NewsQuery> = {}): Promise<NewsResult> {
    const query: NewsQuery = {
      category: partial.category ?? '',
      page: partial.page ?? 1,
      limit: partial.limit ?? DEFAULT_PAGE_SIZE,
    };
    const key = JSON.stringify(['page', keyword, query.category, query.page, query.limit]);
    const cached = await pages.get(key);
    if (cached?.fresh) return cached.value;
    try {
      return await sharePage(key, () =>
        onceAcrossInstances(stores.pages, key, {
          claimMs,
          readFresh: () => freshValue(pages, key),
          start: () => fetchPage(key, query),
        }),
      );
    } catch (error) {
      // A page that no longer exists is not covered by its old copy.
      if (cached && !isPageNotFound(error)) return { ...cached.value, stale: true };
      throw error;
    }
  }

  return { getNews, sample: provider.sample };
}
