import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { pathOf } from '@/lib/navigation';

/** The receipt download form's fields: the two proofs the lookup asks, and the page's language. */
export const receiptRequestSchema = z.object({
  reference: z.string().trim().min(1).max(64),
  mobile: z.string().trim().min(1).max(32),
  locale: z.enum(['en', 'hi']).default('en'),
});

export type ReceiptRequestProblem = 'notFound' | 'tooManyAttempts' | 'failed';

/**
 * Where a download that cannot be answered sends the person: back to the Your payment page, which
 * says why. The browser posted a plain form, so an error must be a page, not a bare status.
 */
export const receiptProblemPath = (locale: Locale, problem: ReceiptRequestProblem) =>
  `${localizedPath(locale, pathOf('payLookup'))}?receipt=${problem}`;

export const isReceiptProblem = (value: unknown): value is ReceiptRequestProblem =>
  value === 'notFound' || value === 'tooManyAttempts' || value === 'failed';
