// The bench's results, kept as JSON in tests/bench/out/ (not committed), and the README's
// "Performance" tables written from them: node tests/bench/summary.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { routeOfPath } from './report.mjs';

export const SUMMARY_PATH = fileURLToPath(new URL('./out/bench-summary.json', import.meta.url));

export function writeSummary(summary) {
  mkdirSync(dirname(SUMMARY_PATH), { recursive: true });
  writeFileSync(SUMMARY_PATH, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nSummary written to ${SUMMARY_PATH}`);
}

const row = (cells) => `| ${cells.join(' | ')} |`;
const withBudget = (value, budget) => (budget == null ? `${value}` : `${value} (≤ ${budget})`);
const signed = (n) => (n > 0 ? `+${n}` : String(n));

/** The README's tables, in Markdown, from a summary. */
export function markdownTables(summary) {
  const lines = [];
  const firstLoad = new Map(summary.firstLoad.site.map((r) => [r.route, r]));
  lines.push(
    row([
      'Page',
      'First Load JS, KiB gzip (budget)',
      'HTML, KiB gzip (budget)',
      'Perf (bare, diff)',
      'LCP s (bare)',
      'TBT ms (bare)',
      'A11y / BP / SEO',
    ]),
    row(Array(7).fill('---')),
  );
  const lighthouse = new Map(summary.lighthouse.map((r) => [r.path, r]));
  // Every page whose HTML was measured; those Lighthouse did not run on have sizes only.
  for (const { path, gzipKiB, budgetKiB } of summary.html.site) {
    const js = firstLoad.get(routeOfPath(path));
    const scores = lighthouse.get(path);
    const { ours, bare } = scores ?? {};
    lines.push(
      row([
        `\`${path}\``,
        js ? withBudget(js.gzipKiB, js.budgetKiB) : '—',
        withBudget(gzipKiB, budgetKiB),
        ...(scores
          ? [
              `${ours.performance} (${bare.performance}, ${signed(ours.performance - bare.performance)})`,
              `${(ours.lcpMs / 1000).toFixed(1)} (${(bare.lcpMs / 1000).toFixed(1)})`,
              `${Math.round(ours.tbtMs)} (${Math.round(bare.tbtMs)})`,
              `${ours.accessibility} / ${ours.bestPractices} / ${ours.seo}`,
            ]
          : ['—', '—', '—', '—']),
      ]),
    );
  }
  lines.push(
    row(['bare page `/`', `${summary.firstLoad.bare.gzipKiB}`, `${summary.html.bare.gzipKiB}`, '', '', '', '']),
    '',
    row(['Load', 'Connections', 'Requests/s', 'p50 ms', 'p99 ms', 'Non-2xx / errors / timeouts']),
    row(Array(6).fill('---')),
  );
  for (const r of summary.load) {
    lines.push(
      row([
        r.label,
        r.connections,
        r.requestsPerSecond.toFixed(0),
        r.p50Ms,
        r.p99Ms,
        `${r.non2xx} / ${r.errors} / ${r.timeouts}`,
      ]),
    );
  }
  // Older summaries were written before the prerendered page was measured beside the bare one.
  if (summary.staticPage) {
    const { site, path, connections, shareOfBare } = summary.staticPage;
    lines.push(
      row([
        `${path} (site, prerendered: ${shareOfBare.toFixed(2)} of bare)`,
        connections,
        site.requestsPerSecond.toFixed(0),
        site.p50Ms,
        site.p99Ms,
        `${site.non2xx} / ${site.errors} / ${site.timeouts}`,
      ]),
    );
  }
  lines.push('', row(['Render time, warm cache', 'p50 ms', 'p95 ms']), row(Array(3).fill('---')));
  for (const r of summary.renderTime) lines.push(row([r.label, r.p50Ms.toFixed(1), r.p95Ms.toFixed(1)]));
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(markdownTables(JSON.parse(readFileSync(SUMMARY_PATH, 'utf8'))));
}
