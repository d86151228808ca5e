// Printing the bench's sizes and load measurements against the budgets (tests/bench/budgets.mjs).
import { HTML_GZIP_BUDGETS_KIB, LOAD_TARGETS, firstLoadBudget, roundKiB } from './budgets.mjs';

const kib = (n) => `${n.toFixed(1)} KiB`.padStart(10);
const signed = (n) => `${n > 0 ? '+' : ''}${n.toFixed(1)}`;

/** Within budget, over by how much, or no budget. */
function verdict(valueKiB, budgetKiB) {
  if (budgetKiB == null) return 'no budget';
  const over = Math.round((valueKiB - budgetKiB) * 10) / 10;
  return over <= 0 ? `<= ${budgetKiB}  ok` : `<= ${budgetKiB}  OVER by ${over.toFixed(1)}`;
}

/** The route (as the bundle stats name it) that serves a public path such as /hi/nav/about. */
export function routeOfPath(path) {
  const english = path === '/hi' ? '/' : path.replace(/^\/hi\//, '/');
  return english === '/' ? '/[locale]' : `/[locale]${english}`;
}

/** First Load JS of every route with its budget, and of the bare page. */
export function firstLoadReport(siteSizes, bareSizes) {
  const bare = bareSizes.find((r) => r.route === '/');
  const site = [...siteSizes]
    .sort((a, b) => a.route.localeCompare(b.route))
    .map((r) => {
      const budget = firstLoadBudget(r.route);
      const gzipKiB = roundKiB(r.gzipKiB * 1024);
      return { route: r.route, kind: budget?.kind ?? null, gzipKiB, budgetKiB: budget?.kib ?? null };
    });
  console.log("\nFirst Load JS (gzip of each route's first-load chunks), next to the bare page, against the budget:");
  for (const r of site) {
    const against = `${signed(r.gzipKiB - bare.gzipKiB)} vs bare`.padEnd(16);
    console.log(
      `  ${r.route.padEnd(42)} ${kib(r.gzipKiB)}  ${against} ${(r.kind ?? '').padEnd(6)} ${verdict(r.gzipKiB, r.budgetKiB)}`,
    );
  }
  console.log(`  ${'bare page /'.padEnd(42)} ${kib(bare.gzipKiB)}`);
  return { site, bare: { route: '/', gzipKiB: roundKiB(bare.gzipKiB * 1024) } };
}

/** HTML sizes of the site's pages (budgets for the English pages that have one) and of the bare page. */
export function htmlReport(siteSizes, bareSize) {
  const toKiB = ({ rawBytes, gzipBytes }) => ({ rawKiB: roundKiB(rawBytes), gzipKiB: roundKiB(gzipBytes) });
  const bare = { path: '/', ...toKiB(bareSize) };
  const site = siteSizes.map(({ path, size }) => ({
    path,
    ...toKiB(size),
    budgetKiB: HTML_GZIP_BUDGETS_KIB[path] ?? null,
  }));
  console.log('\nHTML as the server sends it (raw, and gzip at the default level), against the budget:');
  for (const r of [...site, { ...bare, path: 'bare page /', budgetKiB: null }]) {
    const gzip = `${kib(r.gzipKiB)} gzip`;
    const budget = r.path === 'bare page /' ? '' : verdict(r.gzipKiB, r.budgetKiB);
    console.log(`  ${r.path.padEnd(30)} ${kib(r.rawKiB)} raw ${gzip}  ${budget}`);
  }
  return { site, bare };
}

export function printRenderTimes(rows) {
  console.log('\nServer render time, warm cache: time to the full response, requests one after another:');
  for (const r of rows) {
    console.log(
      `  ${r.label.padEnd(44)} ${r.count} requests: p50 ${r.p50Ms.toFixed(1)} ms, p95 ${r.p95Ms.toFixed(1)} ms`,
    );
  }
}

/** Whether a load run met the targets: no errors, timeouts or non-2xx answers, p99 within the limit. */
export const loadTargetsMet = (r) =>
  r.errors === 0 && r.timeouts === 0 && r.non2xx === 0 && r.p99Ms < LOAD_TARGETS.p99Ms;

export function printLoad(rows) {
  console.log(
    `\nUnder load (autocannon, each request from its own address); targets: no errors, timeouts or non-2xx, p99 < ${LOAD_TARGETS.p99Ms} ms:`,
  );
  for (const r of rows) {
    const head = `${r.label}, ${r.connections} connections, ${r.seconds} s`.padEnd(58);
    console.log(
      `  ${head} ${r.requestsPerSecond.toFixed(0).padStart(5)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ` +
        `non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}  ${loadTargetsMet(r) ? 'ok' : 'MISSED'}`,
    );
  }
}
