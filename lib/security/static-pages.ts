import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STATIC_PAGES_FILE } from './page-script-hashes.mjs';

/**
 * The pages the build prerendered whole, each with the hashes of its inline scripts and its HTML's
 * entity tag, as scripts/static-page-scripts.mjs wrote them after `next build` (static-pages.json
 * beside the server). Such a page is one file for every visitor, so its policy allows its scripts
 * by hash; every other page is rendered for its request and carries a nonce.
 */
export interface StaticPage {
  scripts: readonly string[];
  etag: string;
}
export type StaticPages = ReadonlyMap<string, StaticPage>;

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isStaticPage(value: unknown): value is StaticPage {
  if (typeof value !== 'object' || value === null) return false;
  const { scripts, etag } = value as Record<string, unknown>;
  return isStrings(scripts) && typeof etag === 'string';
}

let known: StaticPages | undefined;

export function readStaticPages(file: string): StaticPages {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return new Map();
    return new Map(Object.entries(parsed).filter((entry): entry is [string, StaticPage] => isStaticPage(entry[1])));
  } catch {
    // Development, or a build made without the script: every page is rendered per request.
    return new Map();
  }
}

/** A whole prerendered page's scripts and tag, or undefined for a page rendered per request. */
export function staticPage(pathname: string): StaticPage | undefined {
  // The development server renders every page per request (and a file left from a build is stale).
  if (process.env.NODE_ENV === 'development') return undefined;
  // Written beside the server after the build: nothing for the bundler to trace.
  known ??= readStaticPages(path.join(/* turbopackIgnore: true */ process.cwd(), STATIC_PAGES_FILE));
  return known.get(pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname);
}
