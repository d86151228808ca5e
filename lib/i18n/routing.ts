import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

export { isLocale, localizedPath, type Locale } from './locales';

/**
 * English lives at the spec's paths; further locales get a prefix (e.g. /hi/nav/about).
 * The reader is offered, not forced into, another language, so detection is off; the
 * chosen language's cookie is written by /api/language and read by proxy.ts, not by next-intl
 * (which would otherwise rewrite it on every page visited).
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
});
