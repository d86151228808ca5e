import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import type { PublicPost } from '@/lib/posts/types';

/** When an event is: its day, and its time when it has one (India time, as written). */
export function eventWhen(locale: Locale, event: NonNullable<PublicPost['event']>): string {
  const day = formatDate(locale, `${event.date}T12:00:00+05:30`, { dateStyle: 'full' });
  if (!event.time) return day;
  const time = formatDate(locale, `${event.date}T${event.time}:00+05:30`, { timeStyle: 'short' });
  return `${day}, ${time}`;
}

/** A notice's event: when and where, each on its own line. */
export async function PostEvent({ post, locale, className }: { post: PublicPost; locale: Locale; className?: string }) {
  if (!post.event) return null;
  const t = await getTranslations({ locale, namespace: 'Common' });
  const place = post.text.place?.trim();
  return (
    <p className={className}>
      <time dateTime={post.event.time ? `${post.event.date}T${post.event.time}+05:30` : post.event.date}>
        {t('eventWhen', { when: eventWhen(locale, post.event) })}
      </time>
      {place && (
        <>
          <br />
          {t('eventWhere', { place })}
        </>
      )}
    </p>
  );
}
