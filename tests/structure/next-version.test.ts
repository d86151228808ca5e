// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeFiles } from '../support/project-files';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const installed = (JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')) as { version: string }).version;

/** The e2e files holding the smoke set, and what each part of it proves. */
const SMOKE_FILES = [
  'e2e/shell.spec.ts', // every page answers with its shell
  'e2e/news.spec.ts', // the reader renders on the server and pages
  'e2e/forms-server.spec.ts', // forms are saved
  'e2e/admin-login.spec.ts', // the team signs in
  'e2e/offline.spec.ts', // the service worker keeps pages
  'e2e/deployment.spec.ts', // the standalone server on 0.0.0.0
];

describe('the Next.js the site is built and tested on', () => {
  it('is pinned to one exact version in package.json, and that version is installed', () => {
    expect(packageJson.dependencies.next).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed).toBe(packageJson.dependencies.next);
  });

  it('has a smoke set that `npm run test:smoke` builds and runs, for checking an upgrade first', () => {
    expect(packageJson.scripts['test:smoke']).toBe('npm run build:test && playwright test --grep @smoke');
    const tagged = codeFiles(['e2e']).filter((file) => readFileSync(file, 'utf8').includes("tag: '@smoke'"));
    expect(tagged.sort()).toEqual([...SMOKE_FILES].sort());
  });
});
