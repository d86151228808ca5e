// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { FONT_FILES } from '@/lib/receipts/fonts';
import { woffToSfnt } from '@/lib/receipts/woff';

vi.mock('server-only', () => ({}));

function open(bytes: Uint8Array): Font {
  const font = create(bytes);
  if (!('layout' in font)) throw new Error('a font collection');
  return font;
}

describe('woffToSfnt', () => {
  it.each(Object.values(FONT_FILES).flatMap((weights) => Object.values(weights)))('unwraps %s', (file) => {
    const woff = readFileSync(path.join(process.cwd(), file));
    const sfnt = woffToSfnt(woff);
    expect(new DataView(sfnt.buffer).getUint32(0)).toBe(0x00010000); // TrueType outlines
    const [fromWoff, fromSfnt] = [open(woff), open(sfnt)];
    expect(fromSfnt.type).toBe('TTF');
    expect(fromSfnt.postscriptName).toBe(fromWoff.postscriptName);
    const text = 'धर्मार्थ कार्यक्रम क्षेत्र Receipt ₹5,000';
    const glyphs = (font: Font) => font.layout(text).glyphs.map((glyph) => glyph.id);
    expect(glyphs(fromSfnt)).toEqual(glyphs(fromWoff));
    expect(fromSfnt.createSubset().encode()).toEqual(fromWoff.createSubset().encode());
  });

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow('Not a WOFF 1.0 font');
  });
});
