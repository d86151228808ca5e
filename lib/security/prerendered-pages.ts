import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

/**
 * The pages Next prerendered at build time, from its own prerender manifest. Their policy
 * comes with the cached page (lib/page-cache/handler.mjs); the proxy must not send a
 * second one, since a browser enforces every policy it is given.
 */
let prerendered: Set<string> | undefined;

function load(file: string): Set<string> {
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { routes?: Record<string, unknown> };
    return new Set(Object.keys(manifest.routes ?? {}));
  } catch {
    // Development has no prerendered pages: every page is rendered per request.
    return new Set();
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
  prerendered ??= load(manifestFile);
  return prerendered.has(internalPagePath(pathname));
}
