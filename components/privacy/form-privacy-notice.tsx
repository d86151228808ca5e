import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { noticeOf, ROLE_MESSAGE_KEYS, rolesThatSee, type NoticeId } from '@/lib/privacy/notices';
import { retentionRule } from '@/lib/privacy/retention';
import { routeById } from '@/lib/navigation';
import { periodText } from './period-text';
import styles from './form-privacy-notice.module.css';

/** The "Your data" page (its route is added with the page itself). */

/** The forms that ask a minor for a parent, and say so in their notice. */
const ASKS_A_PARENT: readonly NoticeId[] = ['survey', 'membership'];
/** Forms whose notice tells a parent they agree for their child on the form itself. */
const PARENT_AGREES_ON_FORM: readonly NoticeId[] = ['eventRegistration'];

/**
 * The short notice at the top of a form (DPDP Act s.5): what is collected, why, for how long (from
 * the retention table), who sees it (the roles whose inbox holds the form) and on what basis.
 * Rendered on the server in the page's language, so it is there without scripts, before anything
 * is typed.
 */
export async function FormPrivacyNotice({ locale, formId }: { locale: Locale; formId: NoticeId }) {
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  const rule = retentionRule(noticeOf(formId).retention);
  const period = await periodText(locale, rule.period);
  const roles = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    rolesThatSee(formId).map((role) => t(`roles.${ROLE_MESSAGE_KEYS[role]}`)),
  );
  const kept = { period, event: t(`events.${rule.after}`) };
  return (
    <section className={styles.notice} aria-labelledby={`${formId}-privacy-notice`} data-testid="privacy-notice">
      <h2 id={`${formId}-privacy-notice`} className={styles.title}>
        {t('notice.title')}
      </h2>
      <p>{t(`notice.collects.${formId}`)}</p>
      <p>{t(`notice.purpose.${formId}`)}</p>
      <p>
        {t(
          formId === 'payment'
            ? 'notice.keptPayment'
            : rule.removes === 'record'
              ? 'notice.keptRecord'
              : 'notice.keptFields',
          kept,
        )}
      </p>
      {ASKS_A_PARENT.includes(formId) && (
        <p>{t('notice.minor', { period: await periodText(locale, retentionRule('awaitingGuardian').period) })}</p>
      )}
      {PARENT_AGREES_ON_FORM.includes(formId) && <p>{t('notice.minorOnForm')}</p>}
      <p>{t('notice.seenBy', { roles })}</p>
      <p>{t(`notice.basis.${noticeOf(formId).basis}`)}</p>
      <p>
        {t('notice.links')}{' '}
        <Link href={localizedPath(locale, routeById('privacyPolicy').path)}>{t('notice.privacyPolicy')}</Link>
        {' · '}
        <Link href={localizedPath(locale, routeById('yourData').path)}>{t('notice.yourData')}</Link>
      </p>
    </section>
  );
}
