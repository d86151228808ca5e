// Plain JavaScript, loaded by the page cache handler at run time (lib/page-cache/handler.mjs).
//
// Reads what `next build` prerendered (a page, or a route handler's answer) from its files, for a
// cache key that the shared cache has no entry for (a fresh deployment, an entry that ran out).
// This is the one place that knows how Next lays these files out (Next 16.4:
// `.next/server/app/<path>.html` with `.rsc`, `.meta` and `<path>.segments/<segment>.segment.rsc`
// for a page; `<path>.body` with `.meta` for a route; cache keys of the form
// `/route-cache/<kind>/<hash>/$/<path>` naming them). tests/page-cache/ builds such a folder;
// e2e/several-instances.spec.ts and the offline specs prove it against a real build.
import { promises as fs } from 'node:fs';
import path from 'node:path';

const APP_PAGE = 'APP_PAGE';
const APP_ROUTE = 'APP_ROUTE';
const KEY_MARKER = '/$/';
const SEGMENTS_SUFFIX = '.segments';
const SEGMENT_SUFFIX = '.segment.rsc';

/** The path of the prerendered files for a cache key (e.g. `/en/nav/about`), or null. */
export function prerenderedPathOf(key) {
  const marker = key.indexOf(KEY_MARKER);
  const pagePath = marker === -1 ? key : key.slice(marker + KEY_MARKER.length - 1);
  // Only plain page paths: nothing may climb out of the build folder.
  if (!pagePath.startsWith('/') || pagePath.split('/').some((part) => part === '..' || part === '.')) return null;
  return pagePath;
}

async function readSegments(base, segmentPaths) {
  if (!Array.isArray(segmentPaths)) return undefined;
  const segments = new Map();
  await Promise.all(
    segmentPaths.map(async (segmentPath) => {
      try {
        segments.set(segmentPath, await fs.readFile(`${base}${SEGMENTS_SUFFIX}${segmentPath}${SEGMENT_SUFFIX}`));
      } catch {
        // A segment without a file is fetched with the page instead, as Next does.
      }
    }),
  );
  return segments;
}

/** Where the build's files for `key` start (without their suffix), or null for anything else. */
function filesOf(serverDistDir, key) {
  const pagePath = prerenderedPathOf(key);
  if (!pagePath || !serverDistDir) return null;
  const root = path.join(serverDistDir, 'app');
  const base = path.join(root, pagePath);
  return base.startsWith(root + path.sep) ? base : null;
}

/** The build names the cache key its files are for; files of another route are not this entry. */
const belongsTo = (meta, key) => !(meta.routeCache?.key && meta.routeCache.key !== key && key.includes(KEY_MARKER));

/** A route handler's answer that the build made (robots.txt, sitemap.xml, the service worker). */
async function readPrerenderedRoute(base, key) {
  try {
    const [body, metaText, stat] = await Promise.all([
      fs.readFile(`${base}.body`),
      fs.readFile(`${base}.meta`, 'utf8'),
      fs.stat(`${base}.body`),
    ]);
    const meta = JSON.parse(metaText);
    if (!belongsTo(meta, key)) return null;
    return {
      lastModified: meta.routeCacheLastModified ?? stat.mtimeMs,
      value: { kind: APP_ROUTE, body, headers: meta.headers, status: meta.status },
      cacheControl: meta.cacheControl,
    };
  } catch {
    return null;
  }
}

/**
 * What the build prerendered for `key` as a cache entry ({ lastModified, value, cacheControl }):
 * an app page or a route handler's answer; null when the build made none.
 */
export async function readPrerenderedPage(serverDistDir, key, kind) {
  if (kind !== APP_PAGE && kind !== APP_ROUTE) return null;
  const base = filesOf(serverDistDir, key);
  if (!base) return null;
  if (kind === APP_ROUTE) return readPrerenderedRoute(base, key);
  try {
    const [html, metaText, stat] = await Promise.all([
      fs.readFile(`${base}.html`, 'utf8'),
      fs.readFile(`${base}.meta`, 'utf8'),
      fs.stat(`${base}.html`),
    ]);
    const meta = JSON.parse(metaText);
    if (!belongsTo(meta, key)) return null;
    const [rscData, segmentData] = await Promise.all([
      meta.postponed == null ? fs.readFile(`${base}.rsc`) : undefined,
      readSegments(base, meta.segmentPaths),
    ]);
    return {
      lastModified: meta.routeCacheLastModified ?? stat.mtimeMs,
      value: {
        kind: APP_PAGE,
        html,
        rscData,
        postponed: meta.postponed,
        headers: meta.headers,
        status: meta.status,
        segmentData,
      },
      cacheControl: meta.cacheControl,
    };
  } catch {
    return null;
  }
}
