/** The news reader's page sizes, limits and messages, and the categories it offers. Safe for client code. */

export const DEFAULT_PAGE_SIZE = 20;
/** The home page's preview of the latest articles. */
export const PREVIEW_PAGE_SIZE = 4;
/**
 * The only page sizes /api/news accepts: the ones the site asks for. Each size is a separate set
 * of cached answers, so any other size would only let a stranger spend provider calls.
 */
export const NEWS_PAGE_SIZES = [PREVIEW_PAGE_SIZE, DEFAULT_PAGE_SIZE] as const;
/**
 * Without a count from the provider the last page is unknown; a reader pages one at a time, so 50
 * pages (1,000 articles at 20 a page) is more than anyone reads and keeps the pages one can ask for finite.
 */
export const MAX_PAGES_WITHOUT_COUNT = 50;
export const NEWS_LANGUAGE = 'hi';
export const MOST_READ_LIMIT = 20;
export const DEFAULT_MOST_READ_COUNT = 5;
export const DEFAULT_RELATED_COUNT = 6;
export const HEADLINES_PAGE_SIZE = 10;
/** The top-headlines strip on the home page and above the reader: a short list, so the reader stays near the top on a phone. */
export const HEADLINES_STRIP_SIZE = 5;

/** Category ids sent to the provider; '' means all categories. */
export const NEWS_CATEGORIES = ['regional', 'education', 'sports', 'agriculture', 'jobs', 'health', 'culture'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export type CategoryFilter = NewsCategory | '';

export function isNewsCategory(value: string): value is NewsCategory {
  return (NEWS_CATEGORIES as readonly string[]).includes(value);
}

export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded. Please try again later.';
export const GENERIC_NEWS_ERROR = 'Failed to fetch news';
export const PAGE_NOT_FOUND_MESSAGE = 'Page not found';
