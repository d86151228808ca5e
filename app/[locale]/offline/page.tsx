import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import NextLink from '@/components/next-link';
import { ReloadWhenOnline } from '@/components/offline/reload-when-online';
import { localizedPath } from '@/lib/i18n/routing';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pathOf } from '@/lib/navigation';
import { OFFLINE_PATH } from '@/lib/offline/worker-address';
import { pageMetadata } from '@/lib/seo/metadata';
import width from '@/components/layout/page-width.module.css';
import message from '@/components/content/message-page.module.css';
import styles from './offline.module.css';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OfflinePage' });
  return pageMetadata({ locale, path: OFFLINE_PATH, title: t('title'), description: t('text'), noindex: true });
}

/**
 * What the service worker shows, at the address asked for, for a page this device never opened
 * while the connection is down. Built ahead and kept by the worker, so it needs no network.
 */
export default async function OfflinePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OfflinePage' });
  return (
    <div className={`${width.sm} ${message.page}`}>
      <h1 className={message.heading}>{t('heading')}</h1>
      <p className={message.text}>{t('text')}</p>
      <p className={styles.retry}>{t('retry')}</p>
      <div className={message.links}>
        <NextLink href={localizedPath(locale, '/')}>{t('home')}</NextLink>
        <NextLink href={localizedPath(locale, pathOf('news'))}>{t('news')}</NextLink>
      </div>
      <ReloadWhenOnline />
    </div>
  );
}
