/** Where the site's service worker lives, apart from its rules, so the page's code stays small. */

/** Served by app/serwist/[path]/route.ts; controls every page of the site. */
export const SERVICE_WORKER_URL = '/serwist/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/** The page shown for a page never opened while the connection is down (one per language). */
export const OFFLINE_PATH = '/offline';

/** Asks the worker to keep a page: Serwist's message, the page asked for as HTML. */
export function keepPageMessage(href: string) {
  return { type: 'CACHE_URLS', payload: { urlsToCache: [[href, { headers: { Accept: 'text/html' } }]] } } as const;
}
