import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { woffToSfnt } from './woff';

export type Weight = 'regular' | 'bold';
export type Script = 'latin' | 'devanagari';

/**
 * The receipt's fonts: the same @fontsource packages the site serves, Noto Sans for Latin and Noto
 * Sans Devanagari for Hindi, each split by script as Google Fonts splits them. The packages ship
 * WOFF and WOFF2 only; WOFF is zlib inside, so it is unwrapped to TrueType here (woff.ts) with
 * Node's zlib, where WOFF2 would need a Brotli decoder and its glyph transforms undone. The PDF
 * gets a TrueType subset of the glyphs used (embedded-font.ts).
 *
 * The paths are relative to the working directory: the project in dev, `next start` and Vitest,
 * and .next/standalone for the standalone server (server.js changes into it), where they are only
 * present when next.config.ts's outputFileTracingIncludes names them
 * (docs/decisions/receipt-pdf.md has the entry); the build is told not to trace the whole project
 * from this dynamic path.
 */
export const FONT_FILES: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: 'node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
    bold: 'node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  },
  devanagari: {
    regular: 'node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
    bold: 'node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
  },
};

const parsed = new Map<string, Font>();

/**
 * The parsed font, read once per process: parsing is cheap, but fontkit keeps the font's layout
 * tables and glyphs it has shaped with, which every later receipt reuses.
 */
export function loadFont(script: Script, weight: Weight): Font {
  const file = FONT_FILES[script][weight];
  let font = parsed.get(file);
  if (!font) {
    const opened = create(woffToSfnt(readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), file))));
    if (!('layout' in opened)) throw new Error(`${file} is a font collection`);
    font = opened;
    parsed.set(file, font);
  }
  return font;
}
