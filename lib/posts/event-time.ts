import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { PostEvent } from './types';

/** When a notice's event takes place, in words of the language: the day, and the time if set. */
export function eventWhen(locale: Locale, event: PostEvent): string {
  // The day and time are India's: read them as such, and formatDate shows them in India time.
  const instant = `${event.date}T${event.time || '00:00'}:00+05:30`;
  return formatDate(locale, instant, event.time ? { dateStyle: 'full', timeStyle: 'short' } : { dateStyle: 'full' });
}
