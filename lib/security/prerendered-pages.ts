import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

/**
 * The pages Next keeps in its page cache, from its own prerender manifest: those prerendered at
 * build time, and those of a dynamic route it renders on a page's first visit and keeps (a blog
 * post published after the build: `fallback: null`). Their policy comes with the cached page
 * (lib/page-cache/handler.mjs); the proxy must not send a second one, since a browser enforces
 * every policy it is given.
 */
interface KeptPages {
  paths: Set<string>;
  patterns: RegExp[];
}
let kept: KeptPages | undefined;

interface PrerenderManifest {
  routes?: Record<string, unknown>;
  dynamicRoutes?: Record<string, { routeRegex?: string; fallback?: unknown }>;
}

function load(file: string): KeptPages {
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest;
    const patterns = Object.values(manifest.dynamicRoutes ?? {}).flatMap((route) =>
      route.fallback === null && route.routeRegex ? [new RegExp(route.routeRegex)] : [],
    );
    return { paths: new Set(Object.keys(manifest.routes ?? {})), patterns };
  } catch {
    // Development has no prerendered pages: every page is rendered per request.
    return { paths: new Set(), patterns: [] };
  }
}

/** The route Next renders for a public path: English pages live under /en inside the app. */
export function internalPagePath(pathname: string): string {
  const [, first = ''] = pathname.split('/');
  if (isLocale(first) && first !== defaultLocale) return pathname;
  return pathname === '/' ? `/${defaultLocale}` : `/${defaultLocale}${pathname}`;
}

export function isPrerenderedPage(
  pathname: string,
  manifestFile = path.join(process.cwd(), '.next', 'prerender-manifest.json'),
): boolean {
  // The development server renders every page per request (and .next may hold an older build's manifest).
  if (process.env.NODE_ENV === 'development') return false;
  kept ??= load(manifestFile);
  const path = internalPagePath(pathname);
  return kept.paths.has(path) || kept.patterns.some((pattern) => pattern.test(path));
}
