/**
 * Locale facts and path helpers without the next-intl runtime, so that client components
 * can use them without shipping it. routing.ts builds the next-intl routing from these.
 */
export const locales = ['en'] as const;
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

/**
 * The path a reader sees for a pathname Next reports. The proxy rewrites unprefixed
 * default-locale URLs to /en/..., so that prefix is dropped again here.
 */
export function publicPathname(pathname: string): string {
  const prefix = `/${defaultLocale}`;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}
