import { defaultLocale, LOCALE_COOKIE, locales } from './locales';

/**
 * How addresses map to pages, for next.config.ts. English pages have no prefix: /nav/about is
 * the page /en/nav/about. A reader who chose another language (the cookie the switch writes)
 * and opens an English address is sent to the same page in that language; /en/… addresses go
 * to the unprefixed path. These live in the config rather than in proxy.ts because Next sends a
 * proxy's rewrites out over the network, and builds its redirects on the wrong host name, when
 * the server is started on a loopback address (next start -H 127.0.0.1); the config's are
 * handled inside the server and its redirects stay relative to the address the visitor used.
 */
const otherLocales = locales.filter((locale) => locale !== defaultLocale);

/** First segments that are never English pages: the other languages, the API, Next's and Serwist's files. */
const NOT_ENGLISH = [...locales, 'api', '_next', 'serwist'];

/** Any path that is not another language's page, the API, Next's files or the service worker. */
export const ENGLISH_PATH_PATTERN = `(?!(?:${NOT_ENGLISH.join('|')})(?:/|$)).+`;

/**
 * Those of them that are pages: a file (a font, the logo, a worker, the manifest) has an
 * extension, and no language, so a reader who chose Hindi gets /logo.svg itself, not /hi/logo.svg.
 */
export const ENGLISH_PAGE_PATTERN = `(?!(?:${NOT_ENGLISH.join('|')})(?:/|$))(?!.*\\.[^/]*$).+`;

const englishPath = `:path(${ENGLISH_PATH_PATTERN})`;
const englishPage = `:path(${ENGLISH_PAGE_PATTERN})`;

export function localeRedirects() {
  return [
    { source: `/${defaultLocale}`, destination: '/', permanent: false },
    { source: `/${defaultLocale}/:path*`, destination: '/:path*', permanent: false },
    ...otherLocales.flatMap((locale) => {
      const chose = [{ type: 'cookie' as const, key: LOCALE_COOKIE, value: locale }];
      return [
        { source: '/', has: chose, destination: `/${locale}`, permanent: false },
        { source: `/${englishPage}`, has: chose, destination: `/${locale}/:path`, permanent: false },
      ];
    }),
  ];
}

export function localeRewrites() {
  return [
    { source: '/', destination: `/${defaultLocale}` },
    { source: `/${englishPath}`, destination: `/${defaultLocale}/:path` },
  ];
}
