import type { Metadata } from 'next';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { AlertsSettings } from '@/components/alerts/alerts-settings';
import styles from '@/components/alerts/alerts-settings.module.css';
import { PageHeader } from '@/components/content/page-header';
import width from '@/components/layout/page-width.module.css';
import { isDemoBuild } from '@/lib/firebase/demo-mode';
import { messagesFor } from '@/lib/i18n/messages';
import { localizedPath } from '@/lib/i18n/locales';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pathOf } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Alerts' });
  return pageMetadata({ locale, path: pathOf('alerts'), title: t('title'), description: t('description') });
}

/** Which alerts this device gets, in the page's language; alerts in the other language from the other page. */
export default async function AlertsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Alerts' });
  const other = locale === 'en' ? 'hi' : 'en';
  const messages = messagesFor(locale);
  return (
    <>
      <PageHeader heading={t('title')} intro={t('description')} />
      <div className={width.md}>
        <p>
          {t('language')}{' '}
          <Link href={localizedPath(other, pathOf('alerts'))} hrefLang={other} lang={other}>
            {messagesFor(other).Alerts.otherLanguage}
          </Link>
        </p>
        {isDemoBuild() && <p>{t('demo')}</p>}
        {/* Shown where scripts do not run (a <noscript> is skipped by some readers' text tools). */}
        <p className={styles.withoutScripts}>{t('noScript')}</p>
        <NextIntlClientProvider
          locale={locale}
          messages={{ Alerts: messages.Alerts, News: { alerts: messages.News.alerts } }}
        >
          <AlertsSettings />
        </NextIntlClientProvider>
      </div>
    </>
  );
}
