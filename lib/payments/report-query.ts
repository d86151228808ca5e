import '@/lib/validation/jitless-zod';
import { z } from 'zod';

/** The reports' address: which file, which financial year, and whether a draft of an unfinished one. */
export const reportQuerySchema = z.strictObject({
  report: z.enum(['form10bd', 'ledger']),
  year: z.string().regex(/^\d{4}-\d{2}$/),
  draft: z
    .enum(['1', '0'])
    .optional()
    .transform((value) => value === '1'),
});
