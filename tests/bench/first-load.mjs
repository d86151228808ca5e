// First Load JS per route: gzip size of each route's first-load chunks, as Next 16 no longer prints it.
// Alone: node tests/bench/first-load.mjs [project folder, . unless given]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Sizes of the routes of the build in `projectDir` (its .next folder), whose stats name files relative to it. */
export function firstLoadSizes(projectDir = '.') {
  const stats = JSON.parse(readFileSync(join(projectDir, '.next/diagnostics/route-bundle-stats.json'), 'utf8'));
  const gz = new Map();
  const gzipOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(projectDir, file))).length);
    return gz.get(file);
  };
  return stats.map((entry) => ({
    route: entry.route,
    gzipKiB: entry.firstLoadChunkPaths.reduce((sum, f) => sum + gzipOf(f), 0) / 1024,
    rawKiB: entry.firstLoadUncompressedJsBytes / 1024,
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const r of firstLoadSizes(process.argv[2]).sort((a, b) => a.route.localeCompare(b.route))) {
    console.log(
      `${r.route.padEnd(45)} ${r.gzipKiB.toFixed(1).padStart(7)} KiB gzip  ${r.rawKiB.toFixed(1).padStart(8)} KiB raw`,
    );
  }
}
