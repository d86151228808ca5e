// @vitest-environment node
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';

const require = createRequire(import.meta.url);
const loader = require('../../scripts/turbopack/own-reselect-loader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;
const chartsFile = path.resolve('node_modules/@base-ui/utils/lruMemoize.mjs');
/** The loader as the bundler calls it, on the charts' file. */
const ownReselect = (source: string) => loader.call({ resourcePath: chartsFile }, source);

describe('the charts’ own reselect', () => {
  const charts = readFileSync(chartsFile, 'utf8');

  it('points the charts’ store at another file of reselect than the one Redux Toolkit imports', () => {
    const rewritten = ownReselect(charts);
    const target = /from '([^']+)'/.exec(rewritten)?.[1] ?? '';
    // Relative to the importing file (the package's exports refuse a deep import by name).
    expect(target).toMatch(/^\.\.?\/.*reselect\/dist\/reselect\.browser\.mjs$/);
    expect(existsSync(path.resolve(path.dirname(chartsFile), target))).toBe(true);
    // What `import … from 'reselect'` gets everywhere else (the package's "import" export).
    expect(path.resolve(path.dirname(chartsFile), target)).not.toBe(
      require.resolve('reselect').replace(/cjs[\\/]index\.js$/, 'reselect.mjs'),
    );
    expect(rewritten).not.toMatch(/from 'reselect'/);
  });

  it('is applied to the charts’ store only', () => {
    const rule = nextConfig.turbopack?.rules?.['*.mjs'];
    expect(rule).toMatchObject({ loaders: ['./scripts/turbopack/own-reselect-loader.cjs'] });
    const path = (rule as { condition: { path: RegExp } }).condition.path;
    expect(path.test('/app/node_modules/@base-ui/utils/store/createSelectorMemoized.mjs')).toBe(true);
    expect(path.test('/app/node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs')).toBe(false);
  });
});
