import { locales, localizedPath, splitLocale } from '@/lib/i18n/locales';
import { pathOf, siteRoutes } from '@/lib/navigation';
import { OFFLINE_PATH } from './worker-address';

/**
 * What the site's service worker does with each request, as pure functions of the request, so
 * that the rules are tested without a browser. lib/offline/service-worker.ts wires them to
 * Serwist's strategies.
 */

/**
 * How long a page waits for the network before the copy kept from an earlier visit is shown:
 * long enough for a slow village connection to answer, short enough not to look broken.
 */
export const NETWORK_TIMEOUT_SECONDS = 3;

export const CACHE_NAMES = {
  pages: 'pages',
  readerPages: 'reader-pages',
  pictures: 'news-pictures',
} as const;

/** Pages opened before: enough for a month of ordinary reading, and no older. */
export const PAGES_LIMIT = { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 };
/**
 * Article pictures: public, the same for an article's whole life, and a few dozen kilobytes
 * each once the optimiser has sized them, so about three reader pages of them (a few MB) for a
 * week, the time the picture route's own Cache-Control lets caches serve them.
 */
export const PICTURES_LIMIT = { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 };

/** What the worker needs to know of a request; a FetchEvent's request or a test's stand-in. */
export interface RequestFacts {
  url: URL;
  method: string;
  mode: RequestMode;
  /** The Accept header: a page the site asks the worker to keep is asked for as text/html. */
  accept: string | null;
  /** Next's client navigations fetch a page's React Server Components payload, never kept. */
  rsc: boolean;
}

export type CachePlan =
  /** The news reader of one language: kept once per language, whatever its query string. */
  | 'reader-page'
  /** Any other page of the site: network first, the copy from the last visit when offline. */
  | 'page'
  /** The team's pages: never kept, only the offline page when the network is down. */
  | 'team-page'
  /** Article pictures and their placeholders: kept, with a size and age limit. */
  | 'picture'
  /** Not the worker's business: the API, posts, other sites, Next's data requests. */
  | 'network';

const inEveryLocale = (path: string) => locales.map((locale) => localizedPath(locale, path));
const teamPaths = siteRoutes.filter((route) => route.noindex).flatMap((route) => inEveryLocale(route.path));
const readerPaths = new Set(inEveryLocale(pathOf('news')));

const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** Where the site's own data and build files live: never pages. */
const NOT_PAGES = ['/api', '/_next', '/serwist'];

/**
 * Pictures the reader shows: the picture route (which serves only picture addresses this site
 * signed), the generated placeholder and the bundled sample pictures, directly or through
 * Next's image optimiser. Nothing personal, nothing that changes for a given address.
 */
const PICTURE_SOURCES = ['/api/news/image/', '/api/placeholder/', '/news/'];

function pictureSource(url: URL): string {
  return url.pathname === '/_next/image' ? (url.searchParams.get('url') ?? '') : url.pathname;
}

export function isArticlePicture(url: URL): boolean {
  const source = pictureSource(url);
  return PICTURE_SOURCES.some((prefix) => source.startsWith(prefix) && source.length > prefix.length);
}

/** A request for a page's HTML: a navigation, or the copy the site asks the worker to keep. */
export function isDocumentRequest({ mode, accept, rsc, url }: RequestFacts): boolean {
  if (rsc || url.searchParams.has('_rsc')) return false;
  return mode === 'navigate' || (accept ?? '').includes('text/html');
}

export function cachePlan(request: RequestFacts, origin: string): CachePlan {
  const { url, method } = request;
  if (method !== 'GET' || url.origin !== origin) return 'network';
  if (isDocumentRequest(request)) {
    if (NOT_PAGES.some((path) => isUnder(url.pathname, path))) return 'network';
    if (teamPaths.some((path) => isUnder(url.pathname, path))) return 'team-page';
    return readerPaths.has(url.pathname) ? 'reader-page' : 'page';
  }
  return isArticlePicture(url) ? 'picture' : 'network';
}

/**
 * The cache key of a reader page: its address without the query, so that /news?article=… or
 * /news?page=2 opens offline from the reader page last fetched in that language (the reader
 * itself shows the articles it kept).
 */
export function readerPageKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** Only a whole page as the server sent it: no error, no redirect (a browser refuses those for a navigation). */
export function isKeepablePage(response: Pick<Response, 'status' | 'redirected' | 'headers'>): boolean {
  return (
    response.status === 200 &&
    !response.redirected &&
    (response.headers.get('content-type') ?? '').includes('text/html')
  );
}

/** The offline page in the language of the address asked for. */
export function offlinePageFor(url: URL): string {
  return localizedPath(splitLocale(url.pathname).locale, OFFLINE_PATH);
}

export const offlinePages = (): string[] => inEveryLocale(OFFLINE_PATH);
