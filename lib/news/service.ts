import { AnswerCache } from './cache';
import { DEFAULT_PAGE_SIZE, NEWS_LANGUAGE } from './constants';
import { toNewsPage } from './paging';
import type { NewsProvider } from './provider';
import { toArticles } from './transform';
import type { NewsQuery, NewsResult } from './types';

export interface NewsServiceOptions {
  provider: NewsProvider;
  keyword: string;
  cacheMs: number;
  now?: () => number;
}

export interface NewsService {
  getNews(query?: Partial<NewsQuery>): Promise<NewsResult>;
  readonly sample: boolean;
}

/** One page of news (spec 7): the count and page requests sent together, transformed and totalled. */
async function fetchPage(provider: NewsProvider, keyword: string, query: NewsQuery, now: number): Promise<NewsResult> {
  const { category, page, limit } = query;
  const [countAnswer, pageAnswer] = await Promise.all([
    provider.search({ keywords: keyword, page_number: 1, page_size: 1, language: NEWS_LANGUAGE }),
    provider.search({
      keywords: keyword,
      page_number: page,
      page_size: limit,
      language: NEWS_LANGUAGE,
      ...(category ? { category } : {}),
    }),
  ]);
  const articles = toArticles(pageAnswer.news, now, (page - 1) * limit);
  return { ...toNewsPage(articles, page, limit, countAnswer.news_count), ...(provider.sample ? { sample: true } : {}) };
}

/**
 * Answers are cached per (keyword, category, page, limit); a failing provider is covered by the
 * last good answer for that key, marked stale. Identical requests in flight share one call.
 */
export function createNewsService({ provider, keyword, cacheMs, now = Date.now }: NewsServiceOptions): NewsService {
  const cache = new AnswerCache<NewsResult>(cacheMs, 500, now);
  const inFlight = new Map<string, Promise<NewsResult>>();

  async function getNews(partial: Partial<NewsQuery> = {}): Promise<NewsResult> {
    const query: NewsQuery = {
      category: partial.category ?? '',
      page: partial.page ?? 1,
      limit: partial.limit ?? DEFAULT_PAGE_SIZE,
    };
    const key = JSON.stringify([keyword, query.category, query.page, query.limit]);
    const cached = cache.get(key);
    if (cached?.fresh) return cached.value;

    let request = inFlight.get(key);
    if (!request) {
      request = fetchPage(provider, keyword, query, now()).finally(() => inFlight.delete(key));
      inFlight.set(key, request);
    }
    try {
      const result = await request;
      cache.set(key, result);
      return result;
    } catch (error) {
      if (cached) return { ...cached.value, stale: true };
      throw error;
    }
  }

  return { getNews, sample: provider.sample };
}
