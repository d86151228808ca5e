import { createTranslator } from 'next-intl';
import { locales, localizedPath } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { pathOf } from '@/lib/navigation';
import { shortBody, type PushMessage } from './message';
import { subscribersOf, type PushSubscription } from './subscription';

/** 07:30 in India: the morning's news, before people leave for the fields, school or work. */
export const HEADLINES_ALERT_SCHEDULE = '30 7 * * *';
export const HEADLINES_ALERT_JOB = 'morningHeadlines';

/** How many headlines the alert names; the rest wait in the reader. */
export const HEADLINES_IN_ALERT = 2;

/**
 * The morning's alert to everyone who asked for news headlines, in their language: the first
 * headlines of the state's news (in Hindi, as the reader has them) and a link to the reader.
 */
export function headlineAlerts(
  headlines: readonly { title: string }[],
  subscriptions: readonly PushSubscription[],
): PushMessage[] {
  if (headlines.length === 0) return [];
  const named = headlines.slice(0, HEADLINES_IN_ALERT).map((headline) => headline.title.trim());
  return locales.flatMap((locale) => {
    const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'Alerts.headlines' });
    const more = headlines.length - named.length;
    const body = shortBody(named.join(' · ') + (more > 0 ? ` · ${t('more', { count: more })}` : ''));
    const alert = { locale, title: t('title'), body, url: localizedPath(locale, pathOf('news')) };
    return subscribersOf(subscriptions, 'news', locale).map(({ token }) => ({ ...alert, token }));
  });
}
