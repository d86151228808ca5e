// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fontFiles from '../../scripts/font-files.json';

const css = readFileSync('app/fonts.css', 'utf8');

/** Every `url('/fonts/…')` of the declarations. */
const declaredFiles = [...css.matchAll(/url\('\/fonts\/([^']+)'\)/g)].map(([, file]) => file as string);

describe('self-hosted fonts', () => {
  it('declares exactly the files the copy script takes from the @fontsource packages, and nothing from the internet', () => {
    const copied = Object.entries(fontFiles).flatMap(([pkg, files]) => files.map((file) => ({ pkg, file })));
    expect([...declaredFiles].sort()).toEqual(copied.map(({ file }) => file).sort());
    for (const { pkg, file } of copied) expect(existsSync(join('node_modules', pkg, 'files', file)), file).toBe(true);
    expect(css).not.toMatch(/https?:\/\//);
  });

  it('tries the phone’s own copy before downloading one', () => {
    const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
    expect(faces).toHaveLength(declaredFiles.length);
    for (const face of faces) expect(face).toMatch(/src:\s*local\('Noto Sans( Devanagari)?'\),\s*url\(/);
  });

  it('keeps the system font for Latin on a slow first visit, and swaps Devanagari in', () => {
    const display = (family: string) =>
      [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
        .map(([, body]) => body as string)
        .filter((body) => body.includes(`font-family: '${family}'`))
        .map((body) => /font-display: (\w+)/.exec(body)?.[1]);
    expect(display('Noto Sans')).toEqual(['optional', 'optional', 'optional']);
    expect(display('Noto Sans Devanagari')).toEqual(['swap', 'swap']);
  });
});
