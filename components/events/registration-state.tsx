import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { placesLeft, registrationOpen, type Roster } from '@/lib/events/roster';
import { postPath } from '@/lib/posts/blog-pages';
import type { EventPost } from '@/lib/posts/types';

/** The closing time in words, India time: "Tuesday, 1 December 2026 at 6:00 pm". */
export const closingWhen = (locale: Locale, roster: Roster) =>
  formatDate(locale, roster.settings.closesAt, { dateStyle: 'full', timeStyle: 'short' });

/** The team's message about a cancelled event, in the page's language, else the one it wrote. */
export const cancellationMessage = (roster: Roster, locale: Locale) =>
  roster.cancelled && (roster.cancelled.message[locale] || Object.values(roster.cancelled.message).find(Boolean));

/** Where an event's registration stands: places left and until when, full, closed or cancelled. */
export async function RegistrationState({
  locale,
  post,
  roster,
  now,
}: {
  locale: Locale;
  post: EventPost;
  roster: Roster | null;
  now: number;
}) {
  const t = await getTranslations({ locale, namespace: 'Registration' });
  const message = roster && cancellationMessage(roster, locale);
  const left = roster ? placesLeft(roster) : 0;
  return (
    <div>
      {!roster ? (
        <p>{t('notOpen')}</p>
      ) : roster.cancelled ? (
        <>
          <p>{t('eventCancelled')}</p>
          {message && <p>{t('yours.teamMessage', { message })}</p>}
        </>
      ) : !registrationOpen(roster, now) ? (
        <p>{t('closed', { when: closingWhen(locale, roster) })}</p>
      ) : (
        <p>
          {left > 0
            ? t('placesLeft', { count: left, capacity: roster.settings.capacity })
            : t('full', { capacity: roster.settings.capacity })}{' '}
          {t('closes', { when: closingWhen(locale, roster) })}
        </p>
      )}
      <p>
        <Link href={postPath(locale, post.slug)}>{t('yours.eventPage')}</Link>
      </p>
    </div>
  );
}
