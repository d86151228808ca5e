// @vitest-environment node
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const project = readJson('package.json') as { engines: { node: string } };
type Lock = { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };
/** The site's lock, and the bench's Observatory scorer's (installed apart, run on the same Node). */
const LOCKS = ['package-lock.json', 'tests/bench/observatory/package-lock.json'];

/** A locked package's own Node range, when it states one as npm reads it (an object with `node`). */
const nodeRangeOf = (entry: { engines?: { node?: string } | string[] }) =>
  entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;

describe('the Node the project runs on', () => {
  it('is one range, stated alike for the host (package.json engines) and for nvm (.nvmrc)', () => {
    const range = project.engines.node;
    expect(semver.validRange(range)).not.toBeNull();
    const nvm = readFileSync('.nvmrc', 'utf8').trim();
    // .nvmrc names a major line; every release of it past the range's floor is in the range.
    expect(semver.intersects(range, `${nvm}.x`)).toBe(true);
    expect(semver.subset(`>=${semver.minVersion(range)?.version} <${Number(nvm) + 1}`, range)).toBe(true);
  });

  it('is refused by npm when it does not match (engine-strict)', () => {
    expect(readFileSync('.npmrc', 'utf8')).toMatch(/^engine-strict=true$/m);
  });

  it.each(LOCKS)('satisfies every package of %s that states the Node it needs', (file) => {
    const range = project.engines.node;
    const unmet = Object.entries((readJson(file) as Lock).packages)
      .filter(([where]) => where !== '')
      .flatMap(([where, entry]) => {
        const needs = nodeRangeOf(entry);
        if (!needs || !semver.validRange(needs)) return [];
        return semver.subset(range, needs, { includePrerelease: false }) ? [] : [`${where}@${entry.version}: ${needs}`];
      });
    expect(unmet).toEqual([]);
  });

  it('is the Node running this test', () => {
    expect(semver.satisfies(process.version, project.engines.node)).toBe(true);
  });
});
