import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { criticalFonts, fontFiles, fontUrl } from '@/lib/fonts';

describe('self-hosted fonts', () => {
  const css = readFileSync('app/fonts.css', 'utf8');
  const script = readFileSync('scripts/copy-fonts.mjs', 'utf8');

  it('declares every font file the copy script provides, and nothing from the internet', () => {
    for (const [name, def] of Object.entries(fontFiles)) {
      for (const weight of def.weights) {
        const url = fontUrl(name as keyof typeof fontFiles, weight);
        expect(css).toContain(`url('${url}')`);
        expect(script).toContain(name === 'latin' ? 'noto-sans-latin-' : 'noto-sans-devanagari-devanagari-');
      }
    }
    expect(css).not.toMatch(/https?:\/\//);
  });

  it('preloads only fonts that exist in the declarations', () => {
    for (const url of criticalFonts) expect(css).toContain(url);
  });
});
