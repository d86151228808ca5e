/**
 * Locale facts and path helpers without the next-intl runtime, so that client components
 * can use them without shipping it. routing.ts builds the next-intl routing from these.
 */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** The public URL path of `path` in `locale`. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The Intl locale for dates and numbers: Indian conventions in both languages. */
export const intlLocales: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in its own script, as the language switch shows it. */
export const localeNames: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The cookie that remembers a reader's chosen language (next-intl's name for it). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** Splits a public path into its locale and the path without the prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first) && first !== defaultLocale) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: defaultLocale, path: unprefixedPath(pathname) };
}

/**
 * A pathname Next reports without the default locale's prefix: unprefixed default-locale URLs
 * are rewritten to /en/..., so that prefix is dropped again here. (The news reader's kept
 * editions are undone by publicPathname in lib/news/edition.ts, which builds on this.)
 */
export function unprefixedPath(pathname: string): string {
  const prefix = `/${defaultLocale}`;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}
