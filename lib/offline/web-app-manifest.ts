import type { MetadataRoute } from 'next';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/site-config';
import { siteNames } from '@/lib/site-names';

/** Each language's manifest sits under its own prefix: /site.webmanifest, /hi/site.webmanifest. */
export const WEB_APP_MANIFEST_FILE = '/site.webmanifest';

export const webAppManifestPath = (locale: Locale): string => localizedPath(locale, WEB_APP_MANIFEST_FILE);

/** Rendered from public/icon.svg by scripts/render-icons.mjs. */
export const APP_ICONS: NonNullable<MetadataRoute.Manifest['icons']> = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The web app manifest of one language: the foundation's names in that language, and an app
 * that opens on that language's home page. English pages have no prefix, so the English app's
 * scope is the whole site; the Hindi app's is /hi.
 */
export function webAppManifest(locale: Locale, description: string): MetadataRoute.Manifest {
  const { name, shortName } = siteNames(locale);
  const home = localizedPath(locale, '/');
  return {
    id: home,
    name,
    short_name: shortName,
    description,
    lang: locale,
    dir: 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    theme_color: siteConfig.colors.primary,
    background_color: siteConfig.colors.background,
    icons: APP_ICONS,
  };
}
