import type { Metadata } from 'next';
import { localizedPath, routing, type Locale } from '@/lib/i18n/routing';
import { publicEnv } from '@/lib/env/public';
import { siteNames } from '@/lib/site-names';

export const siteUrl = publicEnv.NEXT_PUBLIC_SITE_URL;

const ogLocale: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

interface PageMetadataInput {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  type?: 'website' | 'article';
  /** Asks search engines to leave the page out (the team's page: nothing there is for the public). */
  noindex?: boolean;
}

/** Title, description, canonical and language alternates, and Open Graph for one page. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  type = 'website',
  noindex = false,
}: PageMetadataInput): Metadata {
  const url = localizedPath(locale, path);
  const { name } = siteNames(locale);
  const languages = Object.fromEntries(routing.locales.map((l) => [l, localizedPath(l, path)]));
  return {
    title,
    description,
    alternates: { canonical: url, languages: { ...languages, 'x-default': path } },
    openGraph: {
      title: `${title} | ${name}`,
      description,
      url,
      siteName: name,
      locale: ogLocale[locale],
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => ogLocale[l]),
      type,
    },
    // X reads the description from og:description when the card has none of its own.
    twitter: { card: 'summary_large_image', title },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
