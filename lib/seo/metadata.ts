import type { Metadata } from 'next';
import { localizedPath, routing, type Locale } from '@/lib/i18n/routing';
import { publicEnv } from '@/lib/env/public';
import { siteConfig } from '@/lib/site-config';

export const siteUrl = publicEnv.NEXT_PUBLIC_SITE_URL;

const ogLocale: Record<Locale, string> = { en: 'en_IN' };

interface PageMetadataInput {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  type?: 'website' | 'article';
}

/** Title, description, canonical and language alternates, and Open Graph for one page. */
export function pageMetadata({ locale, path, title, description, type = 'website' }: PageMetadataInput): Metadata {
  const url = localizedPath(locale, path);
  const languages = Object.fromEntries(routing.locales.map((l) => [l, localizedPath(l, path)]));
  return {
    title,
    description,
    alternates: { canonical: url, languages: { ...languages, 'x-default': path } },
    openGraph: {
      title: `${title} | ${siteConfig.name}`,
      description,
      url,
      siteName: siteConfig.name,
      locale: ogLocale[locale],
      type,
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
