import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';

/** The date of a news article in the interface language; with the time inside the article. */
export function formatNewsDate(iso: string, locale: Locale, withTime = false): string {
  return formatDate(locale, iso, withTime ? { dateStyle: 'long', timeStyle: 'short' } : { dateStyle: 'medium' });
}
