import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { criticalFonts, devanagariFont, fontFiles, fontUrl } from '@/lib/fonts';
import { locales } from '@/lib/i18n/locales';

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
    for (const locale of locales) for (const url of criticalFonts(locale)) expect(css).toContain(url);
  });

  it('preloads the Devanagari body font on Hindi pages only, and bold Latin on English ones', () => {
    expect(criticalFonts('hi')).toContain(devanagariFont);
    expect(criticalFonts('en')).not.toContain(devanagariFont);
    expect(criticalFonts('en')).toContain(fontUrl('latin', 700));
    expect(criticalFonts('hi')).not.toContain(fontUrl('latin', 700));
  });
});
