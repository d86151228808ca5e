// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = ['app', 'components', 'lib', 'store'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file)),
);
const importsZod = (text: string) => /from 'zod(\/mini)?'/.test(text.replace(/import type [^;]+;/g, ''));

describe('modules that build Zod schemas', () => {
  it('exist (the check below looks at something)', () => {
    expect(sources.filter((file) => importsZod(readFileSync(file, 'utf8'))).length).toBeGreaterThan(5);
  });

  it('all switch off its eval-based parsers, which the Content-Security-Policy refuses', () => {
    const forgetting = sources.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return (
        importsZod(text) && !text.includes("import '@/lib/validation/jitless-zod';") && !file.endsWith('jitless-zod.ts')
      );
    });
    expect(forgetting).toEqual([]);
  });
});
