import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { eventWhen } from '@/lib/posts/event-time';
import type { PublicPost } from '@/lib/posts/types';

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
