import { intlLocales, type Locale } from '@/lib/i18n/locales';

/**
 * Money is counted in whole paise (1 rupee = 100 paise), as a safe integer, everywhere: a plan's
 * price, a donation, a receipt. Decimal rupees in floating point drift (0.1 + 0.2), and a receipt
 * that is a paisa off the bank's statement cannot be reconciled. Rupees with decimals appear only
 * at the edges: the UPI link's amount and what a person reads.
 */

/** Whether `value` is an amount in paise: a whole number, not negative, exactly representable. */
export const isPaise = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

function assertPaise(paise: number): void {
  if (!isPaise(paise)) throw new RangeError(`Not an amount in paise: ${paise}`);
}

/** Whole rupees (a plan's price, a donor's amount) in paise; anything else is a mistake in the caller. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees) || rupees < 0) throw new RangeError(`Not a whole number of rupees: ${rupees}`);
  const paise = rupees * 100;
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Too many rupees to count in paise: ${rupees}`);
  return paise;
}

/**
 * The amount as a UPI link writes it: rupees with exactly two decimals ('150.00', '0.50'). Built
 * from the integer's digits rather than toFixed(), so no amount is ever rounded on its way to a bank.
 */
export function paiseToUpiAmount(paise: number): string {
  assertPaise(paise);
  const rupees = Math.floor(paise / 100);
  return `${rupees}.${String(paise % 100).padStart(2, '0')}`;
}

const displayFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount for people to read, in the Indian grouping of both languages (₹1,00,000; hi-IN writes
 * the same Latin digits). Whole rupees show no decimals, like the plans' prices (formatRupees in
 * lib/i18n/format.ts); an amount with paise shows both places (₹150.50, never ₹150.5).
 */
export function formatPaise(locale: Locale, paise: number): string {
  assertPaise(paise);
  const digits = paise % 100 === 0 ? 0 : 2;
  const key = `${locale}|${digits}`;
  let format = displayFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[locale], {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    displayFormats.set(key, format);
  }
  // Intl takes a decimal string exactly, where paise / 100 would be a binary fraction.
  return format.format(paiseToUpiAmount(paise) as `${number}`);
}
