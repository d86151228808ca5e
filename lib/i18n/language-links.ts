import { defaultLocale, isLocale, LOCALE_COOKIE, localizedPath, splitLocale, type Locale } from './locales';

/**
 * How a reader's language choice travels: the switch links to /api/language, which stores
 * the choice in a cookie and redirects to the same page in the chosen language. A plain link
 * works before (and without) JavaScript and adds no client code to static pages.
 */
export const LANGUAGE_SWITCH_ENDPOINT = '/api/language';

/** A year: the choice outlives the session, like any other site setting. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The switch's href for going from `currentPath` (a public path, with any query) to `target`. */
export function languageSwitchHref(target: Locale, currentPath: string): string {
  const params = new URLSearchParams({ to: target, path: currentPath || '/' });
  return `${LANGUAGE_SWITCH_ENDPOINT}?${params.toString()}`;
}

/**
 * Where the switch sends the reader: `path` (a public path in either language, with an
 * optional query and hash) in `target`. Anything that is not a same-site path goes home.
 */
export function switchDestination(target: Locale, path: string): string {
  const safe = path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : '/';
  const url = new URL(safe, 'http://site.invalid');
  const { path: page } = splitLocale(url.pathname);
  return `${localizedPath(target, page)}${url.search}${url.hash}`;
}

/**
 * The proxy's redirect for a reader who chose a non-default language and opens an unprefixed
 * (English) address, or null. A stated choice of English, or no choice, changes nothing.
 */
export function preferredLocaleRedirect(pathname: string, cookie: string | undefined): string | null {
  if (!cookie || !isLocale(cookie) || cookie === defaultLocale) return null;
  // A path with a language prefix says what it wants (next-intl first turns /en/x into /x).
  const [, first = ''] = pathname.split('/');
  return isLocale(first) ? null : localizedPath(cookie, pathname);
}

/** The cookie string a browser script writes to remember `locale`. */
export function localeCookieString(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** The language stored in a document.cookie string, if any. */
export function storedLocale(cookieHeader: string): Locale | null {
  const match = cookieHeader.split(/;\s*/).find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  const value = match?.slice(LOCALE_COOKIE.length + 1);
  return value && isLocale(value) ? value : null;
}

/**
 * The language to offer a first-time reader of the default-language site: the first of the
 * browser's languages we serve, when it is not the default (e.g. hi-IN before en-GB).
 */
export function offeredLocale(browserLanguages: readonly string[]): Locale | null {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (isLocale(base)) return base === defaultLocale ? null : base;
  }
  return null;
}
