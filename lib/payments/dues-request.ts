import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { MAX_WAIVER_PERIODS, WAIVER_REASON_MAX_LENGTH } from './dues';

/** A fee waiver as the panel posts it: which account, how many of its periods, and why (kept for the team only). */
export const waiverSchema = z.strictObject({
  action: z.literal('waive'),
  account: z.string().regex(/^[a-z]+_[6-9]\d{9}$/),
  periods: z.number().int().min(1).max(MAX_WAIVER_PERIODS),
  reason: z.string().trim().min(1).max(WAIVER_REASON_MAX_LENGTH),
});
