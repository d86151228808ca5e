import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, NEWS_CATEGORIES, NEWS_PAGE_SIZES } from './constants';
import { DISTRICT_SLUG } from './district-places';
import { MAX_SEARCH_PAGE, MAX_SEARCH_QUERY_LENGTH, MAX_SEARCH_WORDS } from './all-news-search';

/** A page number: a whole number from 1 (default 1). How far it may go depends on the total, known later. */
const pageNumber = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return 1;
    const n = /^\d+$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n < 1) {
      ctx.addIssue({ code: 'custom', message: 'page must be a whole number from 1' });
      return z.NEVER;
    }
    return n;
  });

const category = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v) return '' as const;
    if (!(NEWS_CATEGORIES as readonly string[]).includes(v)) {
      ctx.addIssue({ code: 'custom', message: `category must be one of: ${NEWS_CATEGORIES.join(', ')}` });
      return z.NEVER;
    }
    return v as (typeof NEWS_CATEGORIES)[number];
  });

/** One of the page sizes the site asks for (default 20). */
const pageSize = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return DEFAULT_PAGE_SIZE;
    const size = NEWS_PAGE_SIZES.find((allowed) => String(allowed) === v);
    if (size === undefined) {
      ctx.addIssue({ code: 'custom', message: `limit must be ${NEWS_PAGE_SIZES.join(' or ')}` });
      return z.NEVER;
    }
    return size;
  });

/** `district=<the district's slug>` asks for the district's own edition; absent, the state's news. */
const district = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return false;
    if (v !== DISTRICT_SLUG) {
      ctx.addIssue({ code: 'custom', message: `district must be ${DISTRICT_SLUG}` });
      return z.NEVER;
    }
    return true;
  });

/**
 * The get-news query: ?category=&page=&limit=&district= (defaults: all categories, page 1, 20 per
 * page, the state's news). `page` has no upper bound here: the service refuses a page past the
 * last one (404).
 */
export const newsQuerySchema = z.object({
  category,
  page: pageNumber,
  limit: pageSize,
  district,
});

/** A reader's words to search all news for: some letters, not too long, a few words. */
const searchText = z
  .string({ message: 'q is required' })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .refine((v) => /[\p{L}\p{N}]/u.test(v), { message: 'q must have a letter or digit' })
  .refine((v) => v.length <= MAX_SEARCH_QUERY_LENGTH, {
    message: `q must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`,
  })
  .refine((v) => v.split(' ').length <= MAX_SEARCH_WORDS, { message: `q must be at most ${MAX_SEARCH_WORDS} words` });

/** The all-news search: ?q=&page= (page 1 to MAX_SEARCH_PAGE). */
export const searchQuerySchema = z.object({
  q: searchText,
  page: pageNumber.refine((p) => p <= MAX_SEARCH_PAGE, { message: `page must be at most ${MAX_SEARCH_PAGE}` }),
});

export const headlinesQuerySchema = z.object({ category, page: pageNumber });

export type ParsedQuery<T extends z.ZodType> =
  { ok: true; value: z.infer<T> } | { ok: false; field: string; error: string };

/** Validates URL search params; the first bad field is named in the answer. */
export function parseQuery<T extends z.ZodType>(schema: T, params: URLSearchParams): ParsedQuery<T> {
  const raw = Object.fromEntries([...params.entries()]);
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return { ok: false, field: String(issue?.path[0] ?? 'query'), error: issue?.message ?? 'Invalid query' };
}
