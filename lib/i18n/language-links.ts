import { cookieValue, settingCookie } from '@/lib/http/setting-cookie';
import { defaultLocale, isLocale, LOCALE_COOKIE, localizedPath, splitLocale, type Locale } from './locales';

/**
 * How a reader's language choice travels: the switch links to /api/language, which stores
 * the choice in a cookie and redirects to the same page in the chosen language. A plain link
 * works before (and without) JavaScript and adds no client code to static pages.
 */
export const LANGUAGE_SWITCH_ENDPOINT = '/api/language';

/** The switch's href for going from `currentPath` (a public path, with any query) to `target`. */
export function languageSwitchHref(target: Locale, currentPath: string): string {
  const params = new URLSearchParams({ to: target, path: currentPath || '/' });
  return `${LANGUAGE_SWITCH_ENDPOINT}?${params.toString()}`;
}

/** Decodes percent-escapes until nothing changes (a few rounds at most); null if malformed. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * A page path of this site, or null. Browsers read "//host", "/\\host" and their encoded forms
 * (%2F, %5C, and "." segments that collapse into "//") as another site, so after decoding
 * every segment must be a plain, non-empty name: no empty, "." or ".." segment, no slash or
 * backslash inside one, no control characters.
 */
function sitePath(pathname: string): string | null {
  const decoded = fullyDecoded(pathname);
  if (decoded === '/') return '/';
  if (decoded === null || !decoded.startsWith('/')) return null;
  const segments = decoded.slice(1).split('/');
  if (segments.at(-1) === '') segments.pop();
  return segments.every(isPlainSegment) ? `/${segments.map(encodeURIComponent).join('/')}` : null;
}

function isPlainSegment(segment: string): boolean {
  if (segment === '' || segment === '.' || segment === '..' || segment.includes('\\')) return false;
  return [...segment].every((character) => {
    const code = character.charCodeAt(0);
    return code > 0x1f && code !== 0x7f;
  });
}

/**
 * Control characters have no place in a page address, and the URL parser silently drops tabs
 * and newlines, which can turn "/\t/x" into "//x" after the "//" check: refused up front.
 */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

const SITE_ORIGIN = 'http://site.invalid';

/** The URL of `path` on a stand-in origin, or null where the URL parser refuses it (e.g. a bad host). */
function parsedOnSite(path: string): URL | null {
  try {
    return new URL(path, SITE_ORIGIN);
  } catch {
    return null;
  }
}

/**
 * Where the switch sends the reader: `path` (a public path in either language, with an
 * optional query and hash) in `target`. Anything that is not a page path of this site, in any
 * spelling, goes to the home page in `target`. The answer is always a path starting with one
 * slash followed by a page name, never an address another site could be read from.
 */
export function switchDestination(target: Locale, path: string): string {
  const home = localizedPath(target, '/');
  if (hasControlCharacter(path) || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return home;
  const url = parsedOnSite(path);
  if (url?.origin !== SITE_ORIGIN) return home;
  const pagePath = sitePath(url.pathname);
  if (pagePath === null) return home;
  const { path: page } = splitLocale(pagePath);
  return `${localizedPath(target, page)}${url.search}${url.hash}`;
}

/**
 * The page the switch was pressed on, with its query. The link's href names the page without
 * its query (a static page cannot know it), and a script adds it on click; a click before the
 * page's scripts have run, or with them off, still carries `?category=…&page=…` along when
 * the browser sent the page's address as Referer for the same path. Only the query is taken,
 * and the result still goes through `switchDestination`, so a forged Referer can do no more
 * than the `path` parameter itself.
 */
/** As long as the switch's own `path` may be: a longer query is left behind, not cut. */
const MAX_CARRIED_QUERY = 2048;

export function pathWithRefererQuery(path: string, referer: string | null): string {
  if (!referer || path.includes('?') || path.includes('#')) return path;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return path;
  }
  const carried = from.pathname === path && from.search.length > 1 && from.search.length <= MAX_CARRIED_QUERY;
  return carried ? `${path}${from.search}` : path;
}

/**
 * The cookie a browser script writes to remember `locale`: the attributes the language switch's
 * route sets (app/api/language/route.ts), so never Secure.
 */
export const localeCookieString = (locale: Locale): string => settingCookie(LOCALE_COOKIE, locale, false);

/** The language stored in a document.cookie string, if any. */
export function storedLocale(cookies: string): Locale | null {
  const value = cookieValue(cookies, LOCALE_COOKIE);
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
