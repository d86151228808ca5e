import { createMemoryStore } from '@/lib/shared-store/memory';
import type { SharedStore } from '@/lib/shared-store/types';
import { AnswerCache, createInFlight, onceAcrossInstances, type CachedAnswer } from './cache';
import { DEFAULT_PAGE_SIZE, MAX_PAGES_WITHOUT_COUNT, NEWS_CATEGORIES, NEWS_LANGUAGE } from './constants';
import { MAX_SEARCH_PAGE, providerKeywordsFor } from './all-news-search';
import { DISTRICT_SEARCHES, DISTRICT_SEARCH_SIZE, districtArticlesOn, mergeDistrictArticles } from './district-edition';
import { MAX_EDITION_PAGE } from './edition';
import { isPageNotFound, pageNotFoundError, rateLimitError } from './errors';
import { toNewsPage } from './paging';
import type { NewsProvider } from './provider';
import { toArticles } from './transform';
import type { Article, NewsQuery, NewsResult } from './types';

/**
 * Where the service keeps answers: pages, the provider's count of articles for the keyword, and
 * the district's stories gathered from the whole feed.
 */
export interface NewsStores {
  pages: SharedStore<CachedAnswer<NewsResult>>;
  counts: SharedStore<CachedAnswer<number | null>>;
  districts: SharedStore<CachedAnswer<Article[]>>;
}

/** Keys kept by an in-memory store: every page size and category of several hundred pages, and a few keywords' counts. */
export const NEWS_STORE_BOUNDS = { pages: 2000, counts: 100, districts: 10 } as const;

export interface NewsServiceOptions {
  provider: NewsProvider;
  keyword: string;
  cacheMs: number;
  /** The provider's time-out: how long an instance waits for another's answer before asking itself. */
  timeoutMs?: number;
  now?: () => number;
  /** Without them, a private in-memory store (one process, as in tests). */
  stores?: NewsStores;
  /**
   * Takes one new provider search from the readers' shared budget (SEARCHES_PER_WINDOW); false
   * when it is spent. Without it, searches are not budgeted (tests of other things).
   */
  spendSearch?: () => Promise<boolean>;
}

/** A query of the state's news, or with `district` of the district's own edition. */
export type NewsRequestQuery = Partial<NewsQuery> & { district?: boolean };

export interface NewsService {
  getNews(query?: NewsRequestQuery): Promise<NewsResult>;
  /** A page of all news for a reader's query, through the provider's keyword search. */
  searchNews(query: string, page?: number): Promise<NewsResult>;
  readonly sample: boolean;
}

const privateStores = (now: () => number): NewsStores => ({
  pages: createMemoryStore({ maxEntries: NEWS_STORE_BOUNDS.pages, now }),
  counts: createMemoryStore({ maxEntries: NEWS_STORE_BOUNDS.counts, now }),
  districts: createMemoryStore({ maxEntries: NEWS_STORE_BOUNDS.districts, now }),
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
  spendSearch = async () => true,
}: NewsServiceOptions): NewsService {
  const pages = new AnswerCache(stores.pages, cacheMs, now);
  const counts = new AnswerCache(stores.counts, cacheMs, now);
  const districts = new AnswerCache(stores.districts, cacheMs, now);
  const sharePage = createInFlight<NewsResult>();
  const shareCount = createInFlight<number | null>();
  const shareDistrict = createInFlight<Article[]>();
  const countKey = JSON.stringify(['count', keyword]);
  const districtKey = JSON.stringify(['district', keyword]);
  const pageKey = ({ category, page, limit }: NewsQuery) => JSON.stringify(['page', keyword, category, page, limit]);
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

  /** The state pages readers have asked for and the cache still holds (fresh or not): no provider call. */
  async function heldStatePages(): Promise<Article[][]> {
    const held = await Promise.all(
      ['', ...NEWS_CATEGORIES].flatMap((category) =>
        Array.from({ length: MAX_EDITION_PAGE }, (_, i) =>
          pages.get(pageKey({ category, page: i + 1, limit: DEFAULT_PAGE_SIZE })),
        ),
      ),
    );
    return held.flatMap((answer) => (answer ? [answer.value.articles] : []));
  }

  /**
   * The district's stories from the whole feed: the provider's searches for the district
   * (DISTRICT_SEARCHES) merged with the state pages held. A search that fails leaves the others;
   * when all fail the edition fails (and its last good copy covers it).
   */
  async function gatherDistrict(): Promise<Article[]> {
    const searches = await Promise.allSettled(
      DISTRICT_SEARCHES.map((keywords) =>
        provider.search({ keywords, page_number: 1, page_size: DISTRICT_SEARCH_SIZE, language: NEWS_LANGUAGE }),
      ),
    );
    const answered = searches.flatMap((s) => (s.status === 'fulfilled' ? [toArticles(s.value.news, now())] : []));
    const failure = searches.find((s) => s.status === 'rejected');
    if (answered.length === 0 && failure) throw failure.reason;
    if (failure) console.error('A district search failed', failure.reason);
    const articles = mergeDistrictArticles([...(await heldStatePages()), ...answered]);
    await districts.set(districtKey, articles);
    return articles;
  }

  async function districtArticles(): Promise<{ articles: Article[]; stale: boolean }> {
    const cached = await districts.get(districtKey);
    if (cached?.fresh) return { articles: cached.value, stale: false };
    try {
      const articles = await shareDistrict(districtKey, () =>
        onceAcrossInstances(stores.districts, districtKey, {
          claimMs: timeoutMs + 1000,
          readFresh: () => freshValue(districts, districtKey),
          start: gatherDistrict,
        }),
      );
      return { articles, stale: false };
    } catch (error) {
      if (cached) return { articles: cached.value, stale: true };
      throw error;
    }
  }

  /** A page of the district's edition; its first page exists even when it is empty. */
  async function getDistrictNews(query: NewsQuery): Promise<NewsResult> {
    const { articles, stale } = await districtArticles();
    const shown = districtArticlesOn(articles, query);
    if (query.page > 1 && shown.articles.length === 0) throw pageNotFoundError();
    return {
      ...toNewsPage(shown.articles, query.page, query.limit, shown.total),
      ...(stale ? { stale: true } : {}),
      ...(provider.sample ? { sample: true } : {}),
    };
  }

  /**
   * All news for a reader's query: the provider's keyword search (lib/news/all-news-search.ts),
   * cached per keywords and page like a page, shared across instances, and a new one only within
   * the readers' search budget.
   */
  async function searchNews(text: string, page = 1): Promise<NewsResult> {
    if (page > MAX_SEARCH_PAGE) throw pageNotFoundError();
    const known = (await heldStatePages()).flat();
    const district = await districts.get(districtKey);
    const texts = [...known, ...(district?.value ?? [])].map((a) => `${a.title} ${a.description}`);
    const keywords = providerKeywordsFor(text, texts);
    const key = JSON.stringify(['search', keywords, page]);
    const cached = await pages.get(key);
    if (cached?.fresh) return cached.value;
    try {
      return await sharePage(key, () =>
        onceAcrossInstances(stores.pages, key, {
          claimMs,
          readFresh: () => freshValue(pages, key),
          start: async () => {
            if (!(await spendSearch())) throw rateLimitError();
            const answer = await provider.search({
              keywords,
              page_number: page,
              page_size: DEFAULT_PAGE_SIZE,
              language: NEWS_LANGUAGE,
            });
            const articles = toArticles(answer.news, now(), (page - 1) * DEFAULT_PAGE_SIZE);
            const count =
              answer.news_count === null ? null : Math.min(answer.news_count, MAX_SEARCH_PAGE * DEFAULT_PAGE_SIZE);
            if (page > 1 && articles.length === 0) throw pageNotFoundError();
            const result = {
              ...toNewsPage(articles, page, DEFAULT_PAGE_SIZE, count),
              ...(provider.sample ? { sample: true } : {}),
            };
            await pages.set(key, result);
            return result;
          },
        }),
      );
    } catch (error) {
      if (cached && !isPageNotFound(error)) return { ...cached.value, stale: true };
      throw error;
    }
  }

  async function getNews(partial: NewsRequestQuery = {}): Promise<NewsResult> {
    const query: NewsQuery = {
      category: partial.category ?? '',
      page: partial.page ?? 1,
      limit: partial.limit ?? DEFAULT_PAGE_SIZE,
    };
    if (partial.district) return getDistrictNews(query);
    const key = pageKey(query);
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

  return { getNews, searchNews, sample: provider.sample };
}
