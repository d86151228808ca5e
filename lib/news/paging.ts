import type { Article, NewsPage } from './types';

/**
 * Totals (spec 9): totalPages = ceil(total / page size); hasMore while page < totalPages.
 * Without a count from the provider, a full page means there may be more and a short page ends it.
 */
export function toNewsPage(articles: Article[], page: number, limit: number, count: number | null): NewsPage {
  if (articles.length === 0) {
    return {
      articles: [],
      totalResults: count ?? 0,
      currentPage: page,
      totalPages: count ? Math.ceil(count / limit) : 0,
      hasMore: false,
    };
  }
  if (count === null) {
    const full = articles.length >= limit;
    const seen = (page - 1) * limit + articles.length;
    return {
      articles,
      totalResults: seen,
      currentPage: page,
      totalPages: full ? page + 1 : page,
      hasMore: full,
    };
  }
  const totalPages = Math.ceil(count / limit);
  return { articles, totalResults: count, currentPage: page, totalPages, hasMore: page < totalPages };
}
