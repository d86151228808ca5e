// Lighthouse 12 (mobile, simulated throttling, its defaults) on the site's pages and the bare
// page, taken in turns: in every round, each page of the site right after a run of the bare page,
// so that whatever else the machine is doing weighs on both alike.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import chromium from '../../e2e/support/chromium.json' with { type: 'json' };
import { LIGHTHOUSE_DEVTOOLS_TARGETS, LIGHTHOUSE_TARGETS } from './budgets.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * DevTools' own throttling instead of Lighthouse's simulation: the page really loads at 1.6 Mbit/s,
 * 150 ms round trips and a 4× slower CPU (Lighthouse's mobile defaults), which is what the reader
 * is held to.
 */
const DEVTOOLS_THROTTLING = { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' } };

async function measure(url, port, config = undefined) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const { lhr } = await lighthouse(url, flags, config);
  const score = (key) => Math.round(lhr.categories[key].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
  };
}

/** The middle value of `xs` (the upper one of an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Each measure's median over the runs. */
export function medians(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** Which targets the site's medians meet, next to the bare page's. */
export function lighthouseTargets(ours, bare) {
  const { performanceBehindBare, lcpMs, tbtMs, otherScores } = LIGHTHOUSE_TARGETS;
  return {
    performance: ours.performance >= bare.performance - performanceBehindBare,
    lcp: ours.lcpMs <= lcpMs,
    tbt: ours.tbtMs <= tbtMs,
    accessibility: ours.accessibility >= otherScores,
    bestPractices: ours.bestPractices >= otherScores,
    seo: ours.seo >= otherScores,
  };
}

/**
 * Runs Lighthouse `runs` rounds over `paths` of `origin`, each after a run of `bareUrl`.
 * @returns {Promise<Array<{ path: string, ours: object, bare: object, targets: object }>>} medians per page
 */
export async function lighthouseSideBySide({
  origin,
  bareUrl,
  paths,
  runs,
  chromePath = chromium.defaultPath,
  devtools = false,
}) {
  const config = devtools ? DEVTOOLS_THROTTLING : undefined;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromium.args] });
  const results = new Map(paths.map((path) => [path, { ours: [], bare: [] }]));
  try {
    for (let round = 1; round <= runs; round++) {
      console.log(`  round ${round} of ${runs}`);
      for (const path of paths) {
        results.get(path).bare.push(await measure(bareUrl, chrome.port, config));
        results.get(path).ours.push(await measure(`${origin}${path}`, chrome.port, config));
      }
    }
  } finally {
    await chrome.kill();
  }
  return paths.map((path) => {
    const ours = medians(results.get(path).ours);
    const bare = medians(results.get(path).bare);
    return { path, ours, bare, targets: devtools ? devtoolsTargets(ours, bare) : lighthouseTargets(ours, bare) };
  });
}

/** Which of the reader's targets under DevTools' throttling the site's medians meet. */
export function devtoolsTargets(ours, bare) {
  const { performance, tbtTimesBare } = LIGHTHOUSE_DEVTOOLS_TARGETS;
  return { performance: ours.performance >= performance, tbt: ours.tbtMs <= tbtTimesBare * bare.tbtMs };
}

const signed = (n) => (n > 0 ? `+${n}` : String(n));
const seconds = (ms) => (ms / 1000).toFixed(2);

export function printLighthouse(rows, runs) {
  console.log(
    `\nLighthouse, mobile, median of ${runs}; the bare page's median beside each (runs taken just before the page's):`,
  );
  console.log(
    `  ${'page'.padEnd(27)} ${'perf (bare, diff)'.padEnd(18)} ${'LCP s (bare)'.padEnd(13)} ${'TBT ms (bare)'.padEnd(14)} ` +
      `${'a11y / bp / SEO (bare)'.padEnd(34)} targets`,
  );
  for (const { path, ours, bare, targets } of rows) {
    const perf = `${ours.performance} (${bare.performance}, ${signed(ours.performance - bare.performance)})`;
    const lcp = `${seconds(ours.lcpMs)} (${seconds(bare.lcpMs)})`;
    const tbt = `${Math.round(ours.tbtMs)} (${Math.round(bare.tbtMs)})`;
    const others = `${ours.accessibility} / ${ours.bestPractices} / ${ours.seo} (${bare.accessibility} / ${bare.bestPractices} / ${bare.seo})`;
    const missed = Object.entries(targets)
      .filter(([, met]) => !met)
      .map(([name]) => name);
    const verdict = missed.length === 0 ? 'all met' : `missed: ${missed.join(', ')}`;
    console.log(
      `  ${path.padEnd(27)} ${perf.padEnd(18)} ${lcp.padEnd(13)} ${tbt.padEnd(14)} ${others.padEnd(34)} ${verdict}`,
    );
  }
  const { performanceBehindBare, lcpMs, tbtMs, otherScores } = LIGHTHOUSE_TARGETS;
  console.log(
    `  targets: perf at most ${performanceBehindBare} points below the bare page, LCP <= ${lcpMs / 1000} s, ` +
      `TBT <= ${tbtMs} ms, a11y, best practices and SEO ${otherScores}`,
  );
}

export function printLighthouseDevtools(rows, runs) {
  console.log(`\nLighthouse, mobile, DevTools' throttling (real), median of ${runs}; the bare page's beside each:`);
  for (const { path, ours, bare, targets } of rows) {
    const missed = Object.entries(targets)
      .filter(([, met]) => !met)
      .map(([name]) => name);
    console.log(
      `  ${path.padEnd(27)} perf ${ours.performance} (${bare.performance})  LCP ${seconds(ours.lcpMs)} s (${seconds(bare.lcpMs)})  ` +
        `TBT ${Math.round(ours.tbtMs)} ms (${Math.round(bare.tbtMs)}, ${(ours.tbtMs / Math.max(bare.tbtMs, 1)).toFixed(2)}x)  ` +
        (missed.length === 0 ? 'all met' : `missed: ${missed.join(', ')}`),
    );
  }
  const { performance, tbtTimesBare } = LIGHTHOUSE_DEVTOOLS_TARGETS;
  console.log(`  targets: perf >= ${performance}, TBT <= ${tbtTimesBare}x the bare page's`);
}
