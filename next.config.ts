import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { withSerwist } from '@serwist/turbopack';
import { publicValues } from './lib/env/public-values';
import { localeRedirects, localeRewrites } from './lib/i18n/locale-routes';
import { localizedPath, locales } from './lib/i18n/locales';
import { pathOf } from './lib/navigation';
import { API_HEADERS, SECURITY_HEADERS, SERVICE_WORKER_HEADERS, TEAM_PAGE_HEADERS } from './lib/security/headers';

// The catalogs' ICU messages are compiled when the site is built, so the browser gets a small
// formatter instead of intl-messageformat and its parser (about 12 KiB gzip on the pages whose
// client components translate). Code that reads a message itself, instead of through `t()`, gets
// the compiled form: such code asks `t()` for the text with its placeholders kept.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    messages: { path: './lib/i18n/messages', format: 'json', locales: 'infer', precompile: true },
  },
});

/**
 * Without a Firebase project the site uses the embedded local Realtime Database, which
 * `npm run dev` and `npm start` start next to it, with the Firebase Auth emulator for the team's
 * sign-in (scripts/run-with-local-db.mjs). The hosts are written into the browser code at build time.
 */
export const LOCAL_DATABASE_HOST = '127.0.0.1:9000';
export const LOCAL_AUTH_HOST = '127.0.0.1:9099';
const databaseEmulatorHost =
  publicValues.NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST ??
  (publicValues.NEXT_PUBLIC_FIREBASE_DATABASE_URL ? '' : LOCAL_DATABASE_HOST);
// The team's sign-in uses the Auth emulator next to a local database.
const authEmulatorHost =
  publicValues.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? (databaseEmulatorHost ? LOCAL_AUTH_HOST : '');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next would hash a prerendered page's whole HTML (about 200 KB, its styles inline) again for
  // every request to tag it, a quarter of the time it takes to serve one (tests/bench/run.mjs). The
  // build works out each such page's tag once instead (scripts/static-page-scripts.mjs), and
  // proxy.ts sends it and answers a browser that has the page already. Pages rendered per request
  // stream and were never tagged.
  generateEtags: false,
  // NEXT_OUTPUT=standalone: a self-contained server in .next/standalone (node server.js), for
  // hosts that run a Node process; the test build is made this way.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' as const } : {}),
  // Read from disk at run time, so named for the standalone server's file list.
  outputFileTracingIncludes: {
    '/**/*': ['./lib/news/data/headlines.xml'],
    // Read at run time by lib/receipts/fonts.ts (FONT_FILES) to embed in a receipt's PDF.
    '/api/payments/receipt': [
      './node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
      './node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
      './node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
      './node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
    ],
  },
  env: {
    NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: databaseEmulatorHost,
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
    // The icon sprite's version (components/icons/site-icon.tsx): a new one whenever a shape changes.
    ICON_SPRITE_VERSION: createHash('sha256')
      .update(readFileSync('components/icons/icon-paths.ts'))
      .digest('base64url')
      .slice(0, 12),
  },
  reactStrictMode: true,
  // `npm test` checks every file's types (`npm run check`, the same tsc and route types) before it
  // builds; it says so with TYPES_CHECKED=1, and the build does not check them a second time.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  experimental: {
    // `'use cache'` (with cacheLife and cacheTag) for the data pages read, without Cache
    // Components' prerendered shells: a page that reads the request renders whole for it, with its
    // nonce and its true status (docs/decisions/use-cache.md says why not yet).
    useCache: true,
    // Every page's CSS comes inside its HTML, not as stylesheets fetched after it: on a rural
    // line each render-blocking file costs a round trip (150 ms or more) before the first paint.
    // The price: each page's HTML grows by about 20 KiB gzip that a linked file would let a phone
    // cache. docs/decisions/styles.md and docs/performance.md have the measurements.
    inlineCss: true,
    // Turbopack merges chunks smaller than this into bigger ones (its default is 50 kB). With the
    // default, every page's shared code came in 17 files on /news and split further whenever a
    // chunk loaded on demand (the workspace's posts section) shared a module with the site; merged
    // up to 200 kB, /news loads 9 files and every page's first load is 3.5-7 KiB gzip smaller, for
    // 10 KiB more when a reader goes on from /news to a form page. docs/performance.md has figures.
    turbopackChunking: { minChunkSize: 200_000 },
    // Each page inlines its CSS (above), so a CSS chunk costs no request: with a request priced at
    // nothing, Turbopack's graph chunking gives each route only the module sheets it imports. Its
    // default merged the whole site's sheets (forms, workspace) into one chunk every page inlined,
    // twice (in the HTML and in the payload): 7 to 10 KiB gzip more on every page.
    cssChunking: { type: 'graph', requestCost: 0 },
    // The forms posted without scripts (lib/privacy/form-actions.ts) are the only server actions:
    // the largest, a complaint of 2,000 Hindi characters, is under 10 KB as the browser posts it.
    serverActions: { bodySizeLimit: '32kb' },
  },
  // `'use cache'` keeps its entries in Redis when REDIS_URL is set, shared by every instance, and
  // in each process's memory otherwise (lib/use-cache/handler.mjs, Next's documented interface).
  cacheHandlers: { default: path.join(process.cwd(), 'lib/use-cache/handler.mjs') },
  // Required at run time from node_modules, never bundled: the cache handler (which Next loads
  // outside the bundles) and the routes then share one Redis client per process.
  // pdfkit and fontkit read their own data files (AFM metrics, Unicode tables) beside their code.
  serverExternalPackages: ['redis', '@redis/client', 'rate-limiter-flexible', 'pdfkit', 'fontkit'],
  images: {
    // The spec's device sizes (640 to 3840) and default quality 75.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    qualities: [75],
    // Our own files only, so the optimiser fetches no address a visitor names. A news site's
    // picture comes through /api/news/image/<signed token>, which serves only addresses this
    // server signed (lib/news/picture-address.ts).
    localPatterns: [
      { pathname: '/api/placeholder/**' },
      { pathname: '/api/news/image/**' },
      { pathname: '/news/**' },
      { pathname: '/logo.svg' },
    ],
  },
  turbopack: {
    rules: {
      // The charts' reselect apart from Redux Toolkit's (see the loader).
      '*.mjs': {
        condition: { path: /node_modules[\\/]@base-ui[\\/]utils[\\/]/, content: /from 'reselect'/ },
        loaders: ['./scripts/turbopack/own-reselect-loader.cjs'],
      },
    },
  },
  async headers() {
    return [
      { source: '/:path*', headers: SECURITY_HEADERS },
      // After the site's own: the later of two headers of one name wins.
      ...locales.map((locale) => ({ source: localizedPath(locale, pathOf('adminLogin')), headers: TEAM_PAGE_HEADERS })),
      { source: '/api/:path*', headers: API_HEADERS },
      { source: '/serwist/:path*', headers: SERVICE_WORKER_HEADERS },
      { source: '/firebase-messaging-sw.js', headers: SERVICE_WORKER_HEADERS },
    ];
  },
  async redirects() {
    return localeRedirects();
  },
  // After the site's files, so that /logo.svg stays a file and /nav/about becomes /en/nav/about.
  async rewrites() {
    return { beforeFiles: [], afterFiles: localeRewrites(), fallback: [] };
  },
};

// Serwist bundles the service worker with esbuild while the build prerenders its route (app/serwist).
export default withSerwist(withNextIntl(nextConfig));
