import type { Locale } from '@/lib/i18n/routing';
import type { SiteContent } from './types';
import { englishContent } from './en';
import { hindiContent } from './hi';

const contentByLocale: Record<Locale, SiteContent> = { en: englishContent, hi: hindiContent };

export function getContent(locale: Locale): SiteContent {
  return contentByLocale[locale];
}
