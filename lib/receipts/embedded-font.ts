import { createHash } from 'node:crypto';
import type { Font, Glyph, Subset } from 'fontkit';
import { glyphText } from './glyph-text';
import type { PdfDocument } from './pdf-document';
import { toUnicodeCMap } from './to-unicode';

/**
 * One font as one PDF embeds it: a Type 0 font (Identity-H) over a TrueType subset of the glyphs
 * drawn, the glyph's id in the subset being its CID. pdfkit embeds fonts the same way, but only
 * for text it draws itself, which leaves no place for the ActualText the shaped Hindi needs
 * (text.ts): so the receipt writes its own text operators and embeds its own fonts, through
 * pdfkit's public object API (ref, page resources).
 */
export class EmbeddedFont {
  private readonly subset: Subset;
  /** CID → advance width, in thousandths of the font size as the PDF's W array has them. */
  private readonly widths: number[] = [];
  /** CID → the text the glyph stands for, for the ToUnicode map. */
  private readonly texts = new Map<number, string>();
  /** The font's glyph ids in CID order, which name the subset (subsetTag). */
  private readonly glyphIds: number[] = [];
  private readonly type0: PDFKit.PDFKitReference;

  constructor(
    private readonly doc: PdfDocument,
    readonly font: Font,
    /** The font's name in the pages' resources. */
    readonly resourceName: string,
  ) {
    this.subset = font.createSubset();
    // Allocated now so that pages can name it; written by embed() once every glyph is known.
    this.type0 = doc.ref({});
  }

  /** Font units → thousandths of the font size. */
  toThousandths(value: number): number {
    return Math.round((value * 1000) / this.font.unitsPerEm);
  }

  /** The glyph's CID in this document, adding it to the subset the first time. */
  cid(glyph: Glyph): number {
    const cid = this.subset.includeGlyph(glyph.id);
    if (this.widths[cid] === undefined) {
      this.widths[cid] = this.toThousandths(glyph.advanceWidth);
      this.glyphIds[cid] = glyph.id;
    }
    if (!this.texts.has(cid)) {
      const text = glyphText(this.font, glyph);
      if (text) this.texts.set(cid, text);
    }
    return cid;
  }

  /** The glyphs' text as the ToUnicode map gives it back (after cid() has seen each glyph). */
  spelling(glyphs: readonly Glyph[]): string {
    return glyphs.map((glyph) => this.texts.get(this.cid(glyph)) ?? '').join('');
  }

  /** Names the font in the current page's resources (once per page). */
  addToPage(): void {
    const fonts: Record<string, unknown> = this.doc.page.fonts;
    fonts[this.resourceName] ??= this.type0;
  }

  /** Writes the font's objects. Called once, after the last text is drawn. */
  embed(): void {
    const { doc, font } = this;
    const bytes = this.subset.encode();
    const baseFont = `${subsetTag(font.postscriptName, this.glyphIds)}+${font.postscriptName}`;
    const fontFile = doc.ref({ Length1: bytes.length });
    fontFile.end(bytes);
    const scaled = (value: number) => this.toThousandths(value);
    const descriptor = doc.ref({
      Type: 'FontDescriptor',
      FontName: baseFont,
      Flags: 4, // symbolic: the glyphs are not all in the standard Latin set
      FontBBox: [font.bbox.minX, font.bbox.minY, font.bbox.maxX, font.bbox.maxY].map(scaled),
      ItalicAngle: font.italicAngle,
      Ascent: scaled(font.ascent),
      Descent: scaled(font.descent),
      CapHeight: scaled(font.capHeight || font.ascent),
      StemV: 80,
      FontFile2: fontFile,
    });
    // @types/pdfkit makes end()'s chunk required; these objects have no stream.
    descriptor.end(undefined);
    const descendant = doc.ref({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: baseFont,
      // pdfkit writes a String object as a PDF string and a plain string as a name.
      CIDSystemInfo: { Registry: new String('Adobe'), Ordering: new String('Identity'), Supplement: 0 },
      FontDescriptor: descriptor,
      W: [0, Array.from(this.widths, (width) => width ?? 0)],
      CIDToGIDMap: 'Identity',
    });
    descendant.end(undefined);
    const toUnicode = doc.ref({});
    toUnicode.end(toUnicodeCMap(this.texts));
    Object.assign(this.type0.data, {
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: baseFont,
      Encoding: 'Identity-H',
      DescendantFonts: [descendant],
      ToUnicode: toUnicode,
    });
    this.type0.end(undefined);
  }
}

/** The six capital letters that mark a subset (PDF 32000 9.6.4), the same for the same glyphs. */
function subsetTag(name: string, glyphIds: readonly number[]): string {
  const digest = createHash('sha256')
    .update(`${name}:${glyphIds.join(',')}`)
    .digest();
  return Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join('');
}
