import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { eventWhen } from '@/lib/posts/event-time';
import type { EventPost } from '@/lib/posts/types';

/**
 * What a reader sends to others about an event, in the page's language: the title, when, where
 * and the link, one per line, as the event's page says them.
 */
export async function eventShareMessage(post: EventPost, locale: Locale, url: string): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Common' });
  const place = post.text.place?.trim();
  return [
    post.text.title,
    t('eventWhen', { when: eventWhen(locale, post.event) }),
    ...(place ? [t('eventWhere', { place })] : []),
    url,
  ].join('\n');
}
