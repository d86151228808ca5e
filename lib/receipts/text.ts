import type { GlyphRun } from 'fontkit';
import { EmbeddedFont } from './embedded-font';
import { loadFont, type Script, type Weight } from './fonts';
import type { PdfDocument } from './pdf-document';
import { scriptRuns } from './script-runs';
import { cidHex, utf16Hex } from './to-unicode';

export interface TextStyle {
  /** In points. */
  size: number;
  weight: Weight;
}

/**
 * Lays out and draws text in one document. fontkit shapes each run with the font's OpenType
 * tables (Indic reordering, conjuncts, reph, mark positions), which gives the same glyphs and
 * positions as HarfBuzz for this font (docs/decisions/receipt-pdf.md). The shaped glyphs of a
 * Hindi word are no longer in the order of its letters (कि draws ि first) and some stand for
 * several letters (क्ष), so no glyph-by-glyph map can give its text back: such a run is marked
 * with its ActualText, which text extraction, search and copy use instead of the glyphs.
 */
export class TextWriter {
  private readonly fonts = new Map<string, EmbeddedFont>();
  private readonly shaped = new Map<string, GlyphRun>();

  constructor(private readonly doc: PdfDocument) {}

  /** The width of the text in points. */
  width(text: string, style: TextStyle): number {
    let width = 0;
    for (const run of this.runs(text, style.weight)) {
      const font = this.font(run.script, style.weight);
      width += (this.shape(font, run.text).advanceWidth * style.size) / font.font.unitsPerEm;
    }
    return width;
  }

  /** Breaks the text into lines no wider than `maxWidth`, at spaces; a longer word gets its own line. */
  wrap(text: string, style: TextStyle, maxWidth: number): string[] {
    const space = this.width(' ', style);
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const wordWidth = this.width(word, style);
      if (line && lineWidth + space + wordWidth > maxWidth) {
        lines.push(line);
        line = '';
      }
      lineWidth = line ? lineWidth + space + wordWidth : wordWidth;
      line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Draws one line in the current fill colour, its baseline `baseline` points from the top of the page. */
  draw(text: string, x: number, baseline: number, style: TextStyle): void {
    const pageHeight = this.doc.page.height;
    // pdfkit's pages draw with y downwards; text is drawn in PDF's own upright space.
    const ops = ['q', `1 0 0 -1 0 ${num(pageHeight)} cm`, 'BT'];
    let penX = x;
    const y = pageHeight - baseline;
    for (const run of this.runs(text, style.weight)) {
      const font = this.font(run.script, style.weight);
      font.addToPage();
      const glyphs = this.shape(font, run.text);
      ops.push(`/${font.resourceName} ${num(style.size)} Tf`);
      // Where the glyphs do not spell the run (most Hindi words; "fi" in English), the run is
      // marked with its text. Inside BT…ET, around the glyphs: poppler, for one, places the
      // ActualText where the text state is at EMC, so a span closed outside lands off the line.
      const marked = font.spelling(glyphs.glyphs) !== run.text;
      if (marked) ops.push(`/Span <</ActualText <FEFF${utf16Hex(run.text)}>>> BDC`);
      ops.push(...glyphOperators(font, glyphs, penX, y, style.size));
      if (marked) ops.push('EMC');
      penX += (glyphs.advanceWidth * style.size) / font.font.unitsPerEm;
    }
    ops.push('ET', 'Q');
    this.doc.addContent(ops.join('\n'));
  }

  /** Writes the fonts used into the document: once, after the last line is drawn. */
  embedFonts(): void {
    for (const font of this.fonts.values()) font.embed();
  }

  private runs(text: string, weight: Weight) {
    return scriptRuns(text, (script, codePoint) => loadFont(script, weight).hasGlyphForCodePoint(codePoint));
  }

  private font(script: Script, weight: Weight): EmbeddedFont {
    const name = `${script === 'latin' ? 'Latn' : 'Deva'}${weight === 'bold' ? 'Bold' : 'Regular'}`;
    let font = this.fonts.get(name);
    if (!font) {
      font = new EmbeddedFont(this.doc, loadFont(script, weight), name);
      this.fonts.set(name, font);
    }
    return font;
  }

  private shape(font: EmbeddedFont, text: string): GlyphRun {
    const key = `${font.resourceName}|${text}`;
    let run = this.shaped.get(key);
    if (!run) {
      run = font.font.layout(text);
      this.shaped.set(key, run);
    }
    return run;
  }
}

/**
 * The operators that show a shaped run from (x, y): one TJ while glyphs follow each other (with
 * the run's kerning as TJ adjustments), and a glyph placed on its own where GPOS offsets it
 * (a mark such as ं or ़ over or under its consonant).
 */
function glyphOperators(font: EmbeddedFont, run: GlyphRun, x: number, y: number, size: number): string[] {
  const scale = size / font.font.unitsPerEm;
  const ops = [`1 0 0 1 ${num(x)} ${num(y)} Tm`];
  let shown: string[] = [];
  let moved = false;
  const flush = () => {
    if (shown.length > 0) ops.push(`[${shown.join(' ')}] TJ`);
    shown = [];
  };
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    if (!position) return;
    const code = `<${cidHex(font.cid(glyph))}>`;
    if (position.xOffset || position.yOffset) {
      flush();
      ops.push(`1 0 0 1 ${num(x + position.xOffset * scale)} ${num(y + position.yOffset * scale)} Tm`, `${code} Tj`);
      moved = true;
    } else {
      if (moved) ops.push(`1 0 0 1 ${num(x)} ${num(y)} Tm`);
      moved = false;
      shown.push(code);
      const adjustment = position.xAdvance - glyph.advanceWidth;
      if (adjustment) shown.push(num(-font.toThousandths(adjustment)));
    }
    x += position.xAdvance * scale;
  });
  flush();
  return ops;
}

/** A number as PDF writes it: no exponent, at most three decimals. */
function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}
