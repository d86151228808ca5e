// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CODE_FILE, codeFiles } from '../support/project-files';

// Built from parts, so that this file does not name it.
const NEXT_DIST = ['next', 'dist'].join('/');
const ROOTS = ['app', 'components', 'lib', 'store', 'scripts', 'tests', 'e2e'];

/** A string naming Next's private modules: an import, a require, or a path to a file there. */
const namesNextDist = (line: string) => new RegExp(`(['"\`])[^'"\`]*\\b${NEXT_DIST}\\b[^'"\`]*\\1`).test(line);

describe(`Next's private modules (${NEXT_DIST})`, () => {
  it('are recognised in an import, a require and a spawned path (so the check below can fail)', () => {
    expect(namesNextDist(`import { BaseServer } from '${NEXT_DIST}/server/base-server';`)).toBe(true);
    expect(namesNextDist(`const bin = require.resolve("${NEXT_DIST}/bin/next");`)).toBe(true);
    expect(namesNextDist(`spawn(process.execPath, ['node_modules/${NEXT_DIST}/bin/next', 'start']);`)).toBe(true);
    expect(namesNextDist(`import { NextResponse } from 'next/server';`)).toBe(false);
  });

  it('are named nowhere: the site uses the documented API only', () => {
    const files = codeFiles([...ROOTS, ...readdirSync('.').filter((file) => CODE_FILE.test(file))]);
    expect(files).toContain('proxy.ts');
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (namesNextDist(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});

describe("Next's build folder and undocumented fields", () => {
  it('are read by no code that runs in the server', () => {
    // The request headers Next once handed a cache handler, its manifests, its build folder.
    const names = [['_request', 'Headers'].join(''), ['prerender', 'manifest'].join('-'), "'.next'"];
    const offenders = codeFiles(['app', 'components', 'lib', 'store', 'proxy.ts', 'instrumentation.ts']).filter(
      (file) => names.some((name) => readFileSync(file, 'utf8').includes(name)),
    );
    expect(offenders).toEqual([]);
  });
});
