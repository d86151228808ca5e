import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type RouteMatchCallback,
  type SerwistPlugin,
} from 'serwist';
import {
  CACHE_NAMES,
  cachePlan,
  isKeepablePage,
  NETWORK_TIMEOUT_SECONDS,
  offlinePageFor,
  offlinePages,
  PAGES_LIMIT,
  PICTURES_LIMIT,
  readerPageKey,
  type CachePlan,
  type RequestFacts,
} from './caching-rules';

/*
 * The site's service worker, bundled by app/serwist/[path]/route.ts at build time. It keeps the
 * build's scripts, styles, fonts and icons and the offline pages (the precache list Serwist
 * writes in for self.__SW_MANIFEST), and the pages a reader opens. Which request is kept how is
 * decided in caching-rules.ts.
 */
declare const self: { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined; location: Location };

const facts = (request: Request, url: URL): RequestFacts => ({
  url,
  method: request.method,
  mode: request.mode,
  accept: request.headers.get('accept'),
  rsc: request.headers.has('rsc'),
});

const planned =
  (plan: CachePlan): RouteMatchCallback =>
  ({ request, url }) =>
    cachePlan(facts(request, url), self.location.origin) === plan;

const wholePagesOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isKeepablePage(response) ? response : null),
};

const oneCopyPerReader: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => readerPageKey(new URL(request.url)),
};

const pageOptions = {
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // A kept page is found by its address alone, whatever headers Next varies its answers on.
  matchOptions: { ignoreVary: true },
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version takes over at once, so a fix reaches readers on their next page.
  skipWaiting: true,
  clientsClaim: true,
  // The page request starts while the worker wakes up, so a slow start costs no time.
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: planned('reader-page'),
      handler: new NetworkFirst({
        ...pageOptions,
        cacheName: CACHE_NAMES.readerPages,
        plugins: [wholePagesOnly, oneCopyPerReader],
      }),
    },
    {
      matcher: planned('page'),
      handler: new NetworkFirst({
        ...pageOptions,
        cacheName: CACHE_NAMES.pages,
        plugins: [wholePagesOnly, new ExpirationPlugin({ ...PAGES_LIMIT, purgeOnQuotaError: true })],
      }),
    },
    { matcher: planned('team-page'), handler: new NetworkOnly() },
    {
      matcher: planned('picture'),
      handler: new CacheFirst({
        cacheName: CACHE_NAMES.pictures,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ ...PICTURES_LIMIT, purgeOnQuotaError: true }),
        ],
      }),
    },
  ],
  // A page that was never opened (or a team page) answers the offline page of its language.
  fallbacks: {
    entries: offlinePages().map((offline) => ({
      url: offline,
      matcher: ({ request }) => request.mode === 'navigate' && offlinePageFor(new URL(request.url)) === offline,
    })),
  },
});

serwist.addEventListeners();
