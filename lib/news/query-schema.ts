import { z } from '@/lib/validation/zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, NEWS_CATEGORIES } from './constants';

const wholeNumber = (field: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = /^\d+$/.test(v) ? Number(v) : NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({
          code: 'custom',
          message:
            max === Number.MAX_SAFE_INTEGER
              ? `${field} must be a whole number from ${min}`
              : `${field} must be a whole number from ${min} to ${max}`,
        });
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

/** The get-news query: ?category=&page=&limit= (defaults: all categories, page 1, 20 per page). */
export const newsQuerySchema = z.object({
  category,
  page: wholeNumber('page', 1, Number.MAX_SAFE_INTEGER, 1),
  limit: wholeNumber('limit', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});

export const headlinesQuerySchema = z.object({ category, page: wholeNumber('page', 1, Number.MAX_SAFE_INTEGER, 1) });

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
