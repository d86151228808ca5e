import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { PostEvent } from './types';

/** The event's start as an instant: its day and time are India's (a day-long event: the day's first moment). */
const startInstant = (event: PostEvent) => `${event.date}T${event.time || '00:00'}:00+05:30`;

/** When the event begins, in ms. */
export const eventStartsAt = (event: PostEvent): number => Date.parse(startInstant(event));

/** When a notice's event takes place, in words of the language: the day, and the time if set. */
export function eventWhen(locale: Locale, event: PostEvent): string {
  // formatDate shows the instant in India time.
  const instant = startInstant(event);
  return formatDate(locale, instant, event.time ? { dateStyle: 'full', timeStyle: 'short' } : { dateStyle: 'full' });
}
