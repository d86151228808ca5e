import { defineRouting } from 'next-intl/routing';

/**
 * English lives at the spec's paths; further locales get a prefix (e.g. /hi/nav/about).
 * The reader is offered, not forced into, another language, so detection is off.
 */
export const routing = defineRouting({
  locales: ['en'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeDetection: false,
});

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: string): value is Locale {
  return (routing.locales as readonly string[]).includes(value);
}

/** The public URL path of `path` in `locale`. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
