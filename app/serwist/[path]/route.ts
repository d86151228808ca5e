import { createSerwistRoute } from '@serwist/turbopack';
import { ICON_SPRITE_URL } from '@/components/icons/sprite-url';
import { offlinePages } from '@/lib/offline/caching-rules';

/**
 * The site's service worker, /serwist/sw.js: lib/offline/service-worker.ts bundled with esbuild
 * at build time (Turbopack has no plugins yet, so Serwist builds it in a prerendered route). Its
 * precache list: the build's scripts and styles, the self-hosted fonts, the icons (the app's and
 * the sprite) and the offline pages. The sample pictures, the social image and the alerts' worker are left out: a page shows
 * them, or a notification does, not the shell.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'lib/offline/service-worker.ts',
  useNativeEsbuild: true,
  // A classic script (no import statements once bundled), which every browser with service workers runs.
  esbuildOptions: { format: 'iife', sourcemap: false },
  globPatterns: [
    '.next/static/**/*.{js,css,woff2}',
    'public/fonts/*.woff2',
    'public/icons/*.png',
    'public/icon.svg',
    'public/logo.svg',
  ],
  // The offline pages change with the build: their version is a hash of its scripts and of the texts.
  // Serwist counts such an entry as big as everything it is versioned by (all the build's scripts
  // and styles, about 2 MB), and drops entries over this limit, which is meant for single files.
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  templatedURLs: {
    ...Object.fromEntries(
      offlinePages().map((path) => [path, ['.next/static/**/*.{js,css}', 'lib/i18n/messages/*.json']]),
    ),
    // The icons every page points to, so they are drawn offline too; versioned by their shapes.
    [ICON_SPRITE_URL]: ['components/icons/icon-paths.ts'],
  },
});
