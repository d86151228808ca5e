import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { routeById } from '@/lib/navigation';
import type { HeldRecordSummary } from '@/lib/privacy/guardian-consent';
import { noticeRetention } from '@/lib/privacy/notices';
import { periodText } from './period-text';

/** What the parent is asked about, and the notice for a parent. */
export async function GuardianHeldRecord({ locale, summary }: { locale: Locale; summary: HeldRecordSummary }) {
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  const rule = noticeRetention(summary.form);
  const purpose = t(`notice.purpose.${summary.form === 'survey' ? 'survey' : 'membership'}`);
  return (
    <>
      <p>
        {summary.form === 'membership'
          ? t('guardian.whatSent.membership', { name: summary.name ?? '' })
          : t('guardian.whatSent.survey', { ageGroup: summary.ageGroup ?? '' })}
      </p>
      <p>
        {summary.form === 'membership'
          ? t('guardian.notice', {
              purpose,
              period: await periodText(locale, rule.period),
              event: t(`events.${rule.after}`),
            })
          : t('guardian.noticeSurvey', { purpose })}
      </p>
      <p>
        {t('guardian.privacyLink')}{' '}
        <Link href={localizedPath(locale, routeById('privacyPolicy').path)}>{t('notice.privacyPolicy')}</Link>
      </p>
    </>
  );
}
