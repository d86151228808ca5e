import '@/lib/validation/jitless-zod';
import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, NEWS_PAGE_SIZES } from './constants';
import { MAX_SEARCH_PAGE, MAX_SEARCH_QUERY_LENGTH, MAX_SEARCH_WORDS } from './all-news-search';
import { READER_ADDRESS_FIELDS, type AddressField } from './reader-address';

/** A field of the reader's address as a Zod schema: the same default, reading and refusal. */
function addressSchema<T>({ fallback, read, refusal }: AddressField<T>) {
  return z.pipe(
    z.optional(z.string()),
    z.transform((raw: string | undefined, ctx) => {
      if (raw === undefined || raw === '') return fallback;
      const value = read(raw);
      if (value !== undefined) return value;
      ctx.issues.push({ code: 'custom', message: refusal, input: raw });
      return z.NEVER;
    }),
  );
}

const { category, page, q, view, article, district, search } = READER_ADDRESS_FIELDS;
const pageField = addressSchema(page);

/** The reader's address, whole: what the page reads leniently, refused field by field. */
export const readerAddressSchema = z.object({
  category: addressSchema(category),
  page: pageField,
  q: addressSchema(q),
  view: addressSchema(view),
  article: addressSchema(article),
  district: addressSchema(district),
  search: addressSchema(search),
});

/** One of the page sizes the site asks for (default 20). */
const pageSize = z.pipe(
  z.optional(z.string()),
  z.transform((v: string | undefined, ctx) => {
    if (v === undefined || v === '') return DEFAULT_PAGE_SIZE;
    const size = NEWS_PAGE_SIZES.find((allowed) => String(allowed) === v);
    if (size !== undefined) return size;
    ctx.issues.push({ code: 'custom', message: `limit must be ${NEWS_PAGE_SIZES.join(' or ')}`, input: v });
    return z.NEVER;
  }),
);

/**
 * The get-news query: the reader's address's category, page and district, and the page size
 * (defaults: all categories, page 1, 20 per page, the state's news). `page` has no upper bound
 * here: the service refuses a page past the last one (404).
 */
export const newsQuerySchema = z.extend(z.pick(readerAddressSchema, { category: true, page: true, district: true }), {
  limit: pageSize,
});

/** A reader's words to search all news for: some letters, not too long, a few words. */
const searchText = z
  .pipe(
    z.string({ error: 'q is required' }),
    z.transform((v: string) => v.trim().replace(/\s+/g, ' ')),
  )
  .check(
    z.refine((v: string) => /[\p{L}\p{N}]/u.test(v), { error: 'q must have a letter or digit' }),
    z.refine((v: string) => v.length <= MAX_SEARCH_QUERY_LENGTH, {
      error: `q must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`,
    }),
    z.refine((v: string) => v.split(' ').length <= MAX_SEARCH_WORDS, {
      error: `q must be at most ${MAX_SEARCH_WORDS} words`,
    }),
  );

/** The all-news search: ?q=&page= (page 1 to MAX_SEARCH_PAGE). */
export const searchQuerySchema = z.object({
  q: searchText,
  page: pageField.check(
    z.refine((p: number) => p <= MAX_SEARCH_PAGE, { error: `page must be at most ${MAX_SEARCH_PAGE}` }),
  ),
});

export const headlinesQuerySchema = z.pick(readerAddressSchema, { category: true, page: true });

export type ParsedQuery<T extends z.ZodMiniType> =
  { ok: true; value: z.infer<T> } | { ok: false; field: string; error: string };

/** Validates URL search params; the first bad field is named in the answer. */
export function parseQuery<T extends z.ZodMiniType>(schema: T, params: URLSearchParams): ParsedQuery<T> {
  const raw = Object.fromEntries([...params.entries()]);
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return { ok: false, field: String(issue?.path[0] ?? 'query'), error: issue?.message ?? 'Invalid query' };
}
