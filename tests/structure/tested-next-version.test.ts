// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkTestedNext, TESTED_NEXT_VERSION } from '@/lib/next-internals/tested-next-version';

const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

describe('the Next.js that lib/next-internals/ was tested on', () => {
  it('is the version package.json pins: an upgrade means re-checking that folder first', () => {
    expect(dependencies.next).toBe(TESTED_NEXT_VERSION);
  });

  it('is the installed one, so start-up goes ahead', () => {
    expect(() => checkTestedNext()).not.toThrow();
  });

  it('stops start-up under any other, naming both versions and the folder to re-check', () => {
    expect(() => checkTestedNext('16.5.0')).toThrow(
      `Next.js 16.5.0 is installed, but lib/next-internals/ was tested on Next.js ${TESTED_NEXT_VERSION}.`,
    );
  });
});
