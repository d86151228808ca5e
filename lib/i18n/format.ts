import { intlLocales, type Locale } from './locales';

/**
 * Dates and numbers in the reader's language with Indian conventions (en-IN, hi-IN):
 * lakh grouping, day-month order and Indian time whatever the server's or phone's zone.
 */
const TIME_ZONE = 'Asia/Kolkata';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(
  locale: Locale,
  value: string | number | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const time = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : value;
  if (Number.isNaN(time)) return '';
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[locale], { timeZone: TIME_ZONE, ...options });
    dateFormats.set(key, format);
  }
  return format.format(time);
}

export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocales[locale], options).format(value);
}

/** A whole-rupee price, e.g. ₹1,200 (₹1,00,000 for a lakh). */
export function formatRupees(locale: Locale, amount: number): string {
  return formatNumber(locale, amount, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
}
