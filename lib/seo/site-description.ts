import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { siteNames } from '@/lib/site-names';

/** The one-sentence description of the foundation, for search engines and the installed app. */
export async function siteDescription(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const { name, district, state } = siteNames(locale);
  return t('siteDescription', { name, district, state, club: siteConfig.clubShortName });
}
