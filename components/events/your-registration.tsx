import Button from '@mui/material/Button';
import { getTranslations } from 'next-intl/server';
import { PostEvent } from '@/components/blog/post-event';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { registrationPath } from '@/lib/events/registration-link';
import type { RegistrationView } from '@/lib/events/registrations';
import { postPath } from '@/lib/posts/blog-pages';
import type { EventPost } from '@/lib/posts/types';
import { siteUrl } from '@/lib/seo/metadata';
import { qrSvg } from '@/lib/text/qr-svg';
import { CancelRegistrationForm } from './cancel-registration-form';
import styles from './your-registration.module.css';

interface YourRegistrationProps {
  locale: Locale;
  post: EventPost;
  token: string;
  registration: RegistrationView;
  /** Whether the person asked to cancel (the confirmation step). */
  confirmingCancel: boolean;
  /** Whether the event has begun: cancelling is no longer offered. */
  started: boolean;
}

/** What the status line says: in, in from the waitlist, waiting at a place, or cancelled and by whom. */
function statusKey({ entry }: RegistrationView) {
  if (entry.status === 'cancelled') return entry.cancelledBy === 'team' ? 'cancelledByTeam' : 'cancelledByYou';
  if (entry.status === 'waitlisted') return 'waitlisted';
  return entry.promotedAt !== undefined ? 'promoted' : 'confirmed';
}

/**
 * A registration's own page: where the person stands, the QR code the team scans at the door (the
 * page's own address, so a scanner that is not ours still opens this page), what was given, and
 * cancelling in two steps.
 */
export async function YourRegistration({
  locale,
  post,
  token,
  registration,
  confirmingCancel,
  started,
}: YourRegistrationProps) {
  const t = await getTranslations({ locale, namespace: 'Registration' });
  const { entry, position } = registration;
  const path = registrationPath(locale, post.slug, token);
  const url = new URL(path, siteUrl).href;
  const teamMessage =
    registration.cancelled?.message[locale] || Object.values(registration.cancelled?.message ?? {})[0];
  const active = entry.status !== 'cancelled';
  return (
    <>
      <PostEvent post={post} locale={locale} />
      <p role="status" className={styles.status} data-status={entry.status}>
        {t(`yours.${statusKey(registration)}`, { position: position ?? 0 })}
      </p>
      {entry.status === 'cancelled' && entry.cancelledBy === 'team' && teamMessage && (
        <p>{t('yours.teamMessage', { message: teamMessage })}</p>
      )}
      {entry.checkedInAt !== undefined && (
        <p>{t('yours.checkedIn', { when: formatDate(locale, entry.checkedInAt, { timeStyle: 'short' }) })}</p>
      )}
      {entry.status === 'confirmed' && (
        <figure className={styles.pass}>
          <div
            className={styles.qr}
            // Our own SVG (lib/text/qr-svg.ts): drawn on the server from this page's address, titled, nothing loaded.
            dangerouslySetInnerHTML={{ __html: qrSvg(url, t('yours.qrTitle')) }}
          />
          <figcaption>{t('yours.showQr')}</figcaption>
        </figure>
      )}
      <h2 className={styles.heading}>{t('yours.details')}</h2>
      <dl className={styles.details}>
        <dt>{t('yours.name')}</dt>
        <dd>{entry.name}</dd>
        <dt>{t('yours.age')}</dt>
        <dd>{t(`ageBands.${entry.ageBand}`)}</dd>
        {entry.parent && (
          <>
            <dt>{t('yours.parent')}</dt>
            <dd>{entry.parent.name}</dd>
          </>
        )}
      </dl>
      {active && <p>{t('yours.keepLink')}</p>}
      {active && started && <p>{t('yours.cancelTooLate')}</p>}
      {active && !started && confirmingCancel && (
        <CancelRegistrationForm
          slug={post.slug}
          token={token}
          locale={locale}
          keepHref={path}
          labels={{
            question: t('yours.cancelQuestion'),
            yes: t('yours.cancelYes'),
            no: t('yours.cancelNo'),
            cancelTooLate: t('yours.cancelTooLate'),
            cancelFailed: t('yours.cancelFailed'),
          }}
        />
      )}
      <div className={styles.links}>
        {active && !started && !confirmingCancel && (
          <Button href={`${path}?cancel=1`} variant="outlined" color="error">
            {t(entry.status === 'waitlisted' ? 'yours.leaveWaitlist' : 'yours.cancel')}
          </Button>
        )}
        <Button href={postPath(locale, post.slug)}>{t('yours.eventPage')}</Button>
      </div>
    </>
  );
}
