import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STATIC_PAGES_FILE } from './page-script-hashes.mjs';

/**
 * The pages the build prerendered whole, each with the hashes of its inline scripts, as
 * scripts/static-page-scripts.mjs wrote them after `next build` (static-pages.json beside the
 * server). Such a page is one file for every visitor, so its policy allows its scripts by hash;
 * every other page is rendered for its request and carries a nonce.
 */
export type StaticPages = ReadonlyMap<string, readonly string[]>;

let known: StaticPages | undefined;

export function readStaticPages(file: string): StaticPages {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return new Map();
    return new Map(
      Object.entries(parsed).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((source) => typeof source === 'string'),
      ),
    );
  } catch {
    // Development, or a build made without the script: every page is rendered per request.
    return new Map();
  }
}

/** The hashes of a whole prerendered page's scripts, or undefined for a page rendered per request. */
export function staticPageScripts(pathname: string): readonly string[] | undefined {
  // The development server renders every page per request (and a file left from a build is stale).
  if (process.env.NODE_ENV === 'development') return undefined;
  // Written beside the server after the build: nothing for the bundler to trace.
  known ??= readStaticPages(path.join(/* turbopackIgnore: true */ process.cwd(), STATIC_PAGES_FILE));
  return known.get(pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname);
}
