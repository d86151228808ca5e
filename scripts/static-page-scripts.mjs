// After `next build`: the hashes of the inline scripts of every page the build prerendered whole,
// for their Content-Security-Policy, and the page's entity tag. Such a page is the same file for
// every visitor, so it cannot carry a per-request nonce; proxy.ts allows its scripts by these
// hashes instead (everything else is rendered per request and gets a nonce), and answers a
// browser that has the page already from its tag. Written to static-pages.json beside the server (and
// into the standalone server's folder), read by lib/security/static-pages.ts when the server starts.
//
// The build's own folder is read here, at build time only: a prerendered page is `<path>.html`
// under .next/server/app, and a page with parts left for the request has a `postponed` state in
// its `.meta` (those are not whole pages, and are not listed).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageEtag, scriptHashesOf, STATIC_PAGES_FILE } from '../lib/security/page-script-hashes.mjs';
const APP_DIR = path.join('.next', 'server', 'app');
const DEFAULT_LOCALE = 'en';

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** The address a visitor uses for a page of the app: English pages have no /en in front. */
export function publicPath(internal) {
  if (internal === `/${DEFAULT_LOCALE}`) return '/';
  if (internal.startsWith(`/${DEFAULT_LOCALE}/`)) return internal.slice(DEFAULT_LOCALE.length + 1);
  return internal;
}

function isWholePage(htmlFile) {
  const metaFile = htmlFile.replace(/\.html$/, '.meta');
  if (!existsSync(metaFile)) return true;
  const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
  return meta.postponed == null && (meta.status ?? 200) === 200;
}

export function staticPages(appDir = APP_DIR) {
  const pages = {};
  for (const file of htmlFiles(appDir)) {
    const internal =
      '/' +
      path
        .relative(appDir, file)
        .replace(/\.html$/, '')
        .split(path.sep)
        .join('/');
    // Next's own pages (_not-found, _global-error) answer errors, never an address of their own.
    if (internal.split('/').some((part) => part.startsWith('_'))) continue;
    if (!isWholePage(file)) continue;
    const html = readFileSync(file, 'utf8');
    pages[publicPath(internal)] = { scripts: scriptHashesOf(html), etag: pageEtag(html) };
  }
  return pages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = staticPages();
  const json = JSON.stringify(pages);
  writeFileSync(STATIC_PAGES_FILE, json);
  const standalone = path.join('.next', 'standalone');
  if (existsSync(standalone)) writeFileSync(path.join(standalone, STATIC_PAGES_FILE), json);
  console.log(`Static pages: ${Object.keys(pages).length}, their scripts' hashes and tags in ${STATIC_PAGES_FILE}`);
}
