// Security headers scored by the MDN HTTP Observatory's own scorer (@mdn/mdn-http-observatory),
// offline, against pages served through the local TLS front (scripts/tls-front.mjs).
// The scorer lives in its own package (tests/bench/observatory/): its install scripts download
// a CA bundle and the HSTS preload list, which fails without internet, so it is installed here
// on demand without them and must stay out of the site's package.json.
import { execFileSync, fork } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTlsFront } from '../../scripts/tls-front.mjs';

export const OBSERVATORY_PAGES = ['/', '/news', '/nav/traditional-survey-form', '/footer/privacy-policy', '/hi'];

const SCORER = '@mdn/mdn-http-observatory';
const packageDir = fileURLToPath(new URL('./observatory/', import.meta.url));
const scorerDir = join(packageDir, 'node_modules', SCORER);

const lockedVersion = () =>
  JSON.parse(readFileSync(join(packageDir, 'package-lock.json'), 'utf8')).packages[`node_modules/${SCORER}`].version;

const installedVersion = () => {
  const manifest = join(scorerDir, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
};

/** Installs the locked scorer if it is missing or another version, and gives it its preload list. */
export function ensureScorer() {
  if (installedVersion() !== lockedVersion()) {
    console.log(`Installing ${SCORER} ${lockedVersion()} in ${packageDir} ...`);
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: packageDir,
      stdio: 'inherit',
    });
  }
  // Its HSTS test reads the preload list, which the skipped install script would have downloaded.
  // Empty is right here: no local host name is on the list.
  const preloadList = join(scorerDir, 'conf', 'hsts-preload.json');
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');
}

/**
 * Scores each path on https://localhost:httpsPort (with http://localhost:httpPort for the redirect test).
 * @returns {Promise<Array<{ path: string, error?: string, score?: number, grade?: string,
 *   costs?: { test: string, result: string, modifier: number }[],
 *   bonuses?: { test: string, result: string, modifier: number }[], bonusesCount?: boolean }>>}
 */
export async function scoreSecurityHeaders({ httpsPort, httpPort, paths, certPath, hostname = 'localhost' }) {
  ensureScorer();
  const child = fork(join(packageDir, 'score-pages.mjs'), [JSON.stringify({ hostname, httpPort, httpsPort, paths })], {
    cwd: packageDir,
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certPath },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let results = null;
    child.once('message', (message) => {
      results = message;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (results) resolve(results);
      else reject(new Error(`the Observatory scorer stopped (exit code ${code}) without results`));
    });
  });
}

const listModifiers = (outcomes) =>
  outcomes.map((o) => `${o.result} ${o.modifier > 0 ? '+' : ''}${o.modifier}`).join(', ');

/** The results as printable lines: path, score, grade, what cost points, what earned bonus. */
export function formatScoreTable(results) {
  return results.map((r) => {
    if (r.error) return `  ${r.path.padEnd(30)} not scored: ${r.error}`;
    // Below the extra-credit line the scanner ignores bonuses; say so rather than list them as earned.
    const costs = r.costs.length > 0 ? listModifiers(r.costs) : '-';
    let bonuses = r.bonuses.length > 0 ? listModifiers(r.bonuses) : '-';
    if (r.bonuses.length > 0 && !r.bonusesCount) bonuses += ' (not counted: below 90 without them)';
    return `  ${r.path.padEnd(30)} ${String(r.score).padStart(3)}  ${r.grade.padEnd(2)}  cost: ${costs}; bonus: ${bonuses}`;
  });
}

/**
 * Puts the TLS front before the app on upstreamPort, scores the pages through it and prints the table.
 * Front ports 0 mean any free port. Returns the results.
 */
export async function benchSecurityHeaders({ upstreamPort, httpsPort = 0, httpPort = 0, paths = OBSERVATORY_PAGES }) {
  const front = await startTlsFront({ upstreamPort, httpsPort, httpPort });
  try {
    const results = await scoreSecurityHeaders({
      httpsPort: front.httpsPort,
      httpPort: front.httpPort,
      paths,
      certPath: front.certPath,
    });
    console.log(
      `\nMDN HTTP Observatory (security headers, through a local TLS front on https://localhost:${front.httpsPort}):`,
    );
    for (const line of formatScoreTable(results)) console.log(line);
    return results;
  } finally {
    await front.close();
  }
}
