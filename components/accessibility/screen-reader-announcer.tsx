import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { RouteAnnouncer } from './route-announcer';

export async function ScreenReaderAnnouncer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Accessibility' });
  return <RouteAnnouncer template={t('announcement', { title: '{title}' })} />;
}
