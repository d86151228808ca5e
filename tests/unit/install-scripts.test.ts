// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};

/** The installed packages whose install scripts npm would run, by name. */
const withInstallScripts = [
  ...new Set(
    Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
      .map(([path]) => path.split('node_modules/').at(-1) as string),
  ),
];

describe('install scripts of dependencies', () => {
  it('are each decided in package.json, so a new one is a choice, not a surprise in CI', () => {
    const undecided = withInstallScripts.filter((name) => manifest.allowScripts?.[name] === undefined);
    expect(undecided).toEqual([]);
  });

  it("never build re2 from source: it compiles C++ for minutes, and the Auth emulator's chain works without it", () => {
    expect(manifest.allowScripts?.['re2']).toBe(false);
  });
});
