import { createMemoryStore } from '@/lib/shared-store/memory';
import type { SharedStore } from '@/lib/shared-store/types';
import { AnswerCache, createInFlight, onceAcrossInstances, type CachedAnswer } from './cache';
import { DEFAULT_PAGE_SIZE, MAX_PAGES_WITHOUT_COUNT, NEWS_CATEGORIES, NEWS_LANGUAGE } from './constants';
import { MAX_SEARCH_PAGE, providerKeywordsFor } from './all-news-search';
import { DISTRICT_SEARCHES, DISTRICT_SEARCH_SIZE, districtArticlesOn, mergeDistrictArticles } from './district-edition';
import { isPageNotFound, pageNotFoundError, rateLimitError } from './errors';
import { toNewsPage } from './paging';
import type { NewsProvider } from './provider';
import { toArticles } from './transform';
import type { Article, NewsQuery, NewsResult } from './types';

/** The state's first pages of each category, the ones readers ask for, which the district's edition reads from the cache. */
const HELD_STATE_PAGES = 5;
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

/** One kind of answer the service keeps: its store, the cache over it and its calls in flight. */
interface Kept<T> {
  store: SharedStore<CachedAnswer<T>>;
  cache: AnswerCache<T>;
  share: (key: string, start: () => Promise<T>) => Promise<T>;
}

interface KeptAnswerOptions {
  /** How long an instance may hold the claim to produce the answer. */
  claim?: number;
  /** Whether the last good answer still stands after this failure. */
  oldCopyStands?: (error: unknown) => boolean;
}

const keep = <T>(store: SharedStore<CachedAnswer<T>>, cacheMs: number, now: () => number): Kept<T> => ({
  store,
  cache: new AnswerCache(store, cacheMs, now),
  share: createInFlight<T>(),
});

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
  const pages = keep(stores.pages, cacheMs, now);
  const counts = keep(stores.counts, cacheMs, now);
  const districts = keep(stores.districts, cacheMs, now);
  const countKey = JSON.stringify(['count', keyword]);
  const districtKey = JSON.stringify(['district', keyword]);
  const pageKey = ({ category, page, limit }: NewsQuery) => JSON.stringify(['page', keyword, category, page, limit]);
  // A page costs up to two provider calls (the count, then the page), each within the time-out.
  const claimMs = 2 * timeoutMs + 1000;

  /**
   * The answer kept under a key: the cache's while it is fresh; else `produce`'s, one call for
   * every request in flight here and across instances (onceAcrossInstances), stored for the
   * others; when that fails, the last good answer marked stale, unless the failure says the old
   * one no longer stands.
   */
  async function keptAnswer<T>(
    kept: Kept<T>,
    key: string,
    produce: () => Promise<T>,
    { claim = claimMs, oldCopyStands = (): boolean => true }: KeptAnswerOptions = {},
  ): Promise<{ value: T; stale: boolean }> {
    const cached = await kept.cache.get(key);
    if (cached?.fresh) return { value: cached.value, stale: false };
    try {
      const value = await kept.share(key, () =>
        onceAcrossInstances(kept.store, key, {
          claimMs: claim,
          readFresh: async () => {
            const stored = await kept.cache.get(key);
            return stored?.fresh ? stored.value : undefined;
          },
          start: async () => {
            const produced = await produce();
            await kept.cache.set(key, produced);
            return produced;
          },
        }),
      );
      return { value, stale: false };
    } catch (error) {
      if (cached && oldCopyStands(error)) return { value: cached.value, stale: true };
      throw error;
    }
  }

  /** A page answered from the cache, marked stale when it is the last good copy. */
  const asShown = ({ value, stale }: { value: NewsResult; stale: boolean }) =>
    stale ? { ...value, stale: true } : value;
  // A page that no longer exists is not covered by its old copy.
  const pageStillExists = (error: unknown) => !isPageNotFound(error);

  async function knownCount(): Promise<number | null> {
    const { value } = await keptAnswer(counts, countKey, async () => {
      const answer = await provider.search({
        keywords: keyword,
        page_number: 1,
        page_size: 1,
        language: NEWS_LANGUAGE,
      });
      return answer.news_count;
    });
    return value;
  }

  async function fetchPage({ category, page, limit }: NewsQuery): Promise<NewsResult> {
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
    return { ...toNewsPage(articles, page, limit, count), ...(provider.sample ? { sample: true } : {}) };
  }

  /** The state pages readers have asked for and the cache still holds (fresh or not): no provider call. */
  async function heldStatePages(): Promise<Article[][]> {
    const held = await Promise.all(
      ['', ...NEWS_CATEGORIES].flatMap((category) =>
        Array.from({ length: HELD_STATE_PAGES }, (_, i) =>
          pages.cache.get(pageKey({ category, page: i + 1, limit: DEFAULT_PAGE_SIZE })),
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
    return mergeDistrictArticles([...(await heldStatePages()), ...answered]);
  }

  /** A page of the district's edition; its first page exists even when it is empty. */
  async function getDistrictNews(query: NewsQuery): Promise<NewsResult> {
    // The searches run side by side, so the edition takes one time-out, not three.
    const { value: articles, stale } = await keptAnswer(districts, districtKey, gatherDistrict, {
      claim: timeoutMs + 1000,
    });
    const shown = districtArticlesOn(articles, query);
    if (query.page > 1 && shown.articles.length === 0) throw pageNotFoundError();
    return {
      ...toNewsPage(shown.articles, query.page, query.limit, shown.total),
      ...(stale ? { stale: true } : {}),
      ...(provider.sample ? { sample: true } : {}),
    };
  }

  /** The texts of the news already read, from which a Latin query's Devanagari words are taken. */
  async function textsRead(): Promise<string[]> {
    const district = await districts.cache.get(districtKey);
    return [...(await heldStatePages()).flat(), ...(district?.value ?? [])].map((a) => `${a.title} ${a.description}`);
  }

  /**
   * All news for a reader's query: the provider's keyword search (lib/news/all-news-search.ts),
   * cached per keywords and page like a page, shared across instances, and a new one only within
   * the readers' search budget.
   */
  async function searchNews(text: string, page = 1): Promise<NewsResult> {
    if (page > MAX_SEARCH_PAGE) throw pageNotFoundError();
    const keywords = await providerKeywordsFor(text, textsRead);
    const key = JSON.stringify(['search', keywords, page]);
    const answer = await keptAnswer(
      pages,
      key,
      async () => {
        if (!(await spendSearch())) throw rateLimitError();
        const found = await provider.search({
          keywords,
          page_number: page,
          page_size: DEFAULT_PAGE_SIZE,
          language: NEWS_LANGUAGE,
        });
        const articles = toArticles(found.news, now(), (page - 1) * DEFAULT_PAGE_SIZE);
        if (page > 1 && articles.length === 0) throw pageNotFoundError();
        const count =
          found.news_count === null ? null : Math.min(found.news_count, MAX_SEARCH_PAGE * DEFAULT_PAGE_SIZE);
        return {
          ...toNewsPage(articles, page, DEFAULT_PAGE_SIZE, count),
          ...(provider.sample ? { sample: true } : {}),
        };
      },
      { oldCopyStands: pageStillExists },
    );
    return asShown(answer);
  }

  async function getNews(partial: NewsRequestQuery = {}): Promise<NewsResult> {
    const query: NewsQuery = {
      category: partial.category ?? '',
      page: partial.page ?? 1,
      limit: partial.limit ?? DEFAULT_PAGE_SIZE,
    };
    if (partial.district) return getDistrictNews(query);
    return asShown(await keptAnswer(pages, pageKey(query), () => fetchPage(query), { oldCopyStands: pageStillExists }));
  }

  return { getNews, searchNews, sample: provider.sample };
}
