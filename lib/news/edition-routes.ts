import { defaultLocale, localizedPath, locales, type Locale } from '../i18n/locales';
import { pathOf } from '../navigation';
import { EDITION_FOLDER, editionNotFound, EDITION_SEGMENT_PATTERN, NEWS_EDITION_HEADER } from './edition';

/**
 * The rewrites that serve a kept edition of the reader, for next.config.ts (before the site's
 * files). The proxy chooses the edition and names it in a request header; these rules, which
 * Next applies inside the server, send the request to the edition's internal path. The proxy
 * cannot rewrite itself: Next sends a proxy's rewrite out over the network when the server
 * listens on a loopback address (see lib/i18n/locale-routes.ts).
 *
 * The internal path answers only these rewrites: asked for directly, in any spelling, it is the
 * 404 page, so no visitor can fill the cache with editions of their own choosing. The proxy
 * names the spellings it sees (it undoes escapes); paths with a dot never reach it (they look
 * like files), hence the rules by path as well.
 *
 * The header rules apply only where the proxy runs, which replaces any value a visitor sent:
 * elsewhere (the API, Next's files, public files such as /news/river.jpg) a visitor's header must
 * change nothing, or it could turn a file into a 404 in a cache in front.
 */
const readerPath = (locale: Locale) => localizedPath(locale, pathOf('news'));
const internalPath = (locale: Locale) => `/${locale}/news/${EDITION_FOLDER}`;
const notFoundPage = (locale: Locale) => `/${locale}/news/not-found`;
/** Below the reader's path, without a dot: the paths under it that the proxy sees. */
const PROXIED_BELOW = ':rest([^.]*)';

export function editionRewrites() {
  const namesEdition = [
    { type: 'header' as const, key: NEWS_EDITION_HEADER, value: `(?<edition>${EDITION_SEGMENT_PATTERN})` },
  ];
  return [
    // First, so that the rewrites to it below are the only way in.
    { source: `/news/${EDITION_FOLDER}/:rest*`, destination: notFoundPage(defaultLocale) },
    ...locales.map((locale) => ({ source: `${internalPath(locale)}/:rest*`, destination: notFoundPage(locale) })),
    ...locales.map((locale) => ({
      source: `${readerPath(locale)}/${PROXIED_BELOW}`,
      has: [{ type: 'header' as const, key: NEWS_EDITION_HEADER, value: editionNotFound(locale) }],
      destination: notFoundPage(locale),
    })),
    ...locales.map((locale) => ({
      source: readerPath(locale),
      has: namesEdition,
      destination: `${internalPath(locale)}/:edition`,
    })),
  ];
}
