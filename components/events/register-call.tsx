import Button from '@mui/material/Button';
import { getTranslations } from 'next-intl/server';
import NextLink from '@/components/next-link';
import type { Locale } from '@/lib/i18n/locales';
import { registerPath } from '@/lib/events/registration-link';
import { registrationOpen, type Roster } from '@/lib/events/roster';
import type { EventPost } from '@/lib/posts/types';
import { cancellationMessage, closingWhen } from './registration-state';
import styles from './event-actions.module.css';

/**
 * On an event's page: the way to register while registration is open, or why it is not. The page
 * is kept and renewed when the team changes the event; the places left are counted on the
 * registration page itself, which is rendered for each visit.
 */
export async function RegisterCall({
  locale,
  post,
  roster,
  now,
}: {
  locale: Locale;
  post: EventPost;
  roster: Roster;
  now: number;
}) {
  const t = await getTranslations({ locale, namespace: 'Registration' });
  const message = cancellationMessage(roster, locale);
  return (
    <section aria-labelledby="register-heading" className={styles.actions}>
      <h2 id="register-heading" className={styles.heading}>
        {t('register')}
      </h2>
      {roster.cancelled ? (
        <>
          <p>{t('registerCancelled')}</p>
          {message && <p>{t('yours.teamMessage', { message })}</p>}
        </>
      ) : registrationOpen(roster, now) ? (
        <>
          <p>{t('registerLead', { closes: closingWhen(locale, roster) })}</p>
          <Button component={NextLink} variant="contained" href={registerPath(locale, post.slug)}>
            {t('register')}
          </Button>
        </>
      ) : (
        <p>{t('registerClosed')}</p>
      )}
    </section>
  );
}
