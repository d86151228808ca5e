// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as deviceActions from '@/store/device-actions';
import * as deviceSlice from '@/store/device-slice';
import * as newsSlice from '@/store/news-slice';
import * as readerListener from '@/store/reader-listener';
import { makeStore } from '@/store/store';
import * as userSlice from '@/store/user-slice';

/**
 * The store holds only what the site uses: every action is dispatched by code outside the module
 * that defines it, and every field of every slice is read outside the store's own folder.
 */
const root = process.cwd();
const SOURCE_DIRS = ['app', 'components', 'lib', 'store'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir))).map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, 'utf8'),
}));

const modules = {
  'store/device-actions.ts': deviceActions,
  'store/device-slice.ts': deviceSlice,
  'store/news-slice.ts': newsSlice,
  'store/reader-listener.ts': readerListener,
  'store/user-slice.ts': userSlice,
};

const isActionCreator = (value: unknown): boolean =>
  typeof value === 'function' && typeof (value as { match?: unknown }).match === 'function';

const actions = Object.entries(modules).flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isActionCreator(value))
    .map(([name]) => ({ name, path })),
);

describe('the store', () => {
  it('finds the actions it checks', () => {
    expect(actions.map((a) => a.name)).toEqual(
      expect.arrayContaining(['newsRequested', 'pageRendered', 'toggleBookmark', 'signedIn']),
    );
  });

  it.each(actions)('dispatches $name somewhere outside $path', ({ name, path }) => {
    const dispatched = new RegExp(`\\b${name}\\(`);
    const users = files.filter((f) => f.path !== path && dispatched.test(f.text)).map((f) => f.path);
    expect(users).not.toEqual([]);
  });

  const state = makeStore().getState();
  const fields = Object.entries(state).flatMap(([slice, value]) =>
    Object.keys(value as object).map((field) => ({ slice, field })),
  );

  it.each(fields)('reads the $slice field $field outside the store', ({ field }) => {
    const read = new RegExp(`\\.${field}\\b`);
    const users = files.filter((f) => !f.path.startsWith('store/') && read.test(f.text)).map((f) => f.path);
    expect(users).not.toEqual([]);
  });
});
