// fontkit ships no types of its own, and @types/fontkit (2.0.9) declares Subset.includeGlyph as
// returning a boolean where fontkit returns the glyph's id in the subset, the number the PDF
// writes. Only what lib/receipts uses is declared here, as fontkit 2.0 has it.
declare module 'fontkit' {
  export interface Glyph {
    /** The glyph's id in the font. */
    id: number;
    /**
     * The characters the glyph stood for when fontkit first made this glyph object: it keeps one
     * object per glyph id, so a glyph first seen in another context keeps that context's (Noto
     * draws ई as इ's glyph and a reph: after an ई, इ's glyph reports ई and the reph nothing).
     * So not used for the ToUnicode map (glyph-text.ts).
     */
    codePoints: number[];
    /** The glyph's PostScript name, e.g. uni0915094D0937 for क्ष. */
    name: string;
    /** In font units. */
    advanceWidth: number;
  }

  /** In font units; offsets are GPOS mark and cursive placement. */
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }

  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    /** In font units. */
    advanceWidth: number;
  }

  export interface Subset {
    /** Adds the glyph (once) and returns its id in the subset; glyph 0 (.notdef) is always 0. */
    includeGlyph(glyph: number | Glyph): number;
    /** The subset as a TrueType file. */
    encode(): Uint8Array;
  }

  export interface BBox {
    minX: number;
    minY: number;
    maxX: number;
    maxY: number;
  }

  export interface Font {
    type: 'TTF' | 'WOFF' | 'WOFF2';
    postscriptName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    capHeight: number;
    italicAngle: number;
    bbox: BBox;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** The characters the font's cmap maps to the glyph (none for a conjunct or a half form). */
    stringsForGlyph(glyphId: number): string[];
    /** Shapes the text with the font's OpenType tables (GSUB, GPOS), script from the text. */
    layout(text: string): GlyphRun;
    createSubset(): Subset;
  }

  export interface FontCollection {
    type: 'TTC' | 'DFont';
  }

  export function create(buffer: Uint8Array, postscriptName?: string): Font | FontCollection;
}
