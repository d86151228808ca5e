// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_ENV_NAMES } from '@/lib/env/public';
import { SERVER_ENV_NAMES } from '@/lib/env/server';

vi.mock('server-only', () => ({}));

/**
 * The variables read by the tools around the site rather than by the site itself, and where:
 * they have no place in its schemas.
 */
const TOOLING: Record<string, string> = {
  NEXT_OUTPUT: 'next.config.ts',
  TYPES_CHECKED: 'next.config.ts',
  START_LOCAL_DB: 'scripts/run-with-local-db.mjs',
  DEMO_HOSTNAME: 'scripts/run-with-local-db.mjs',
  CHROMIUM_PATH: 'playwright.config.ts',
  E2E_PORT: 'playwright.config.ts',
};

const example = [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? '');

describe('the environment schemas', () => {
  it('name every variable of .env.example but the tools’, and no other', () => {
    const site = example.filter((name) => !(name in TOOLING));
    expect([...PUBLIC_ENV_NAMES, ...SERVER_ENV_NAMES].sort()).toEqual([...new Set(site)].sort());
  });

  it('leave out only variables of .env.example that the named tool reads', () => {
    for (const [name, file] of Object.entries(TOOLING)) {
      expect(example, name).toContain(name);
      expect(readFileSync(file, 'utf8'), `${name} in ${file}`).toContain(name);
    }
  });
});
