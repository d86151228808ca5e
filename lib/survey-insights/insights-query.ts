import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { BLOCKS } from '@/lib/district-blocks';
import { daysBetween, isRealDay } from './india-days';
import type { InsightsFilter } from './types';

/** Ten years of weeks at most: enough for any look back, and a chart the server can still draw up. */
const MAX_RANGE_DAYS = 3660;

const day = z.string().refine(isRealDay, 'Not a date (YYYY-MM-DD)');

/**
 * The query of GET /api/team/survey-insights: from and to (YYYY-MM-DD, both optional, from not
 * after to) and one of the district's blocks, each left out for no limit.
 */
const insightsQuerySchema = z
  .object({ from: day.optional(), to: day.optional(), block: z.enum(BLOCKS).optional() })
  .strict()
  .refine(({ from, to }) => !from || !to || from <= to, 'from is after to')
  .refine(({ from, to }) => !from || !to || daysBetween(from, to) <= MAX_RANGE_DAYS, 'The range is too long');

/** The filter a valid query asks for, or null for a query to refuse. */
export function insightsFilterFrom(params: URLSearchParams): InsightsFilter | null {
  const parsed = insightsQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success || [...params.keys()].length !== new Set(params.keys()).size) return null;
  const { from = '', to = '', block = '' } = parsed.data;
  return { from, to, block };
}
