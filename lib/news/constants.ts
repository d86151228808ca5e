/** News constants (spec 9) and the categories the reader offers. Safe for client code. */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
export const NEWS_LANGUAGE = 'hi';
export const MOST_READ_LIMIT = 20;
export const DEFAULT_MOST_READ_COUNT = 5;
export const DEFAULT_RELATED_COUNT = 6;
export const HEADLINES_PAGE_SIZE = 10;

/** Category ids sent to the provider; '' means all categories. */
export const NEWS_CATEGORIES = ['regional', 'education', 'sports', 'agriculture', 'jobs', 'health', 'culture'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export type CategoryFilter = NewsCategory | '';

export function isNewsCategory(value: string): value is NewsCategory {
  return (NEWS_CATEGORIES as readonly string[]).includes(value);
}

export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded. Please try again later.';
export const GENERIC_NEWS_ERROR = 'Failed to fetch news';
