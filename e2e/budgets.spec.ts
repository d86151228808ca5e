import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  FIRST_LOAD_BUDGETS_KIB,
  HTML_GZIP_BUDGETS_KIB,
  ROUTES_WITHOUT_BUDGET,
  ROUTE_KINDS,
  roundKiB,
} from '../tests/bench/budgets.mjs';
import { expect, test } from './support/test';

// The size budgets of tests/bench/budgets.mjs, held against the build the other tests run against.
const stats: { route: string; firstLoadChunkPaths: string[] }[] = JSON.parse(
  readFileSync('.next/diagnostics/route-bundle-stats.json', 'utf8'),
);
const gzipBytes = (file: string) => gzipSync(readFileSync(file)).length;

test('every route of the build has a First Load JS budget or is listed as having none', () => {
  const unlisted = stats
    .map((s) => s.route)
    .filter((route) => !(route in ROUTE_KINDS) && !ROUTES_WITHOUT_BUDGET.includes(route));
  expect(unlisted).toEqual([]);
});

for (const [route, kind] of Object.entries(ROUTE_KINDS)) {
  const budgetKiB = FIRST_LOAD_BUDGETS_KIB[kind];
  test(`First Load JS of ${route} is within its ${kind} budget, ${budgetKiB} KiB gzip`, () => {
    const entry = stats.find((s) => s.route === route);
    if (!entry) throw new Error(`No bundle stats for ${route}`);
    const bytes = entry.firstLoadChunkPaths.reduce((sum, file) => sum + gzipBytes(file), 0);
    expect(roundKiB(bytes), 'KiB gzip').toBeLessThanOrEqual(budgetKiB);
  });
}

for (const [path, budgetKiB] of Object.entries(HTML_GZIP_BUDGETS_KIB)) {
  test(`the HTML of ${path} is within ${budgetKiB} KiB gzip`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(roundKiB(gzipSync(await response.body()).length), 'KiB gzip').toBeLessThanOrEqual(budgetKiB);
  });
}
