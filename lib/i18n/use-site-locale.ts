'use client';

import { useLocale } from 'next-intl';
import { defaultLocale, isLocale, type Locale } from './locales';

/** The page's language inside a NextIntlClientProvider, narrowed to the site's locales. */
export function useSiteLocale(): Locale {
  const locale = useLocale();
  return isLocale(locale) ? locale : defaultLocale;
}
