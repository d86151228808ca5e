import type { Locale } from '@/lib/i18n/routing';
import type { SiteContent } from './types';
import { englishContent } from './en';

const contentByLocale: Record<Locale, SiteContent> = { en: englishContent };

export function getContent(locale: Locale): SiteContent {
  return contentByLocale[locale];
}
