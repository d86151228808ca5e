// First Load JS per route: gzip size of each route's first-load chunks, as Next 16 no longer prints it.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export function firstLoadSizes(statsPath = '.next/diagnostics/route-bundle-stats.json') {
  const stats = JSON.parse(readFileSync(statsPath, 'utf8'));
  const gz = new Map();
  const gzipOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(file)).length);
    return gz.get(file);
  };
  return stats.map((entry) => ({
    route: entry.route,
    gzipKiB: entry.firstLoadChunkPaths.reduce((sum, f) => sum + gzipOf(f), 0) / 1024,
    rawKiB: entry.firstLoadUncompressedJsBytes / 1024,
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of firstLoadSizes().sort((a, b) => a.route.localeCompare(b.route))) {
    console.log(
      `${r.route.padEnd(45)} ${r.gzipKiB.toFixed(1).padStart(7)} KiB gzip  ${r.rawKiB.toFixed(1).padStart(8)} KiB raw`,
    );
  }
}
