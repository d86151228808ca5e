import type { Locale } from '@/lib/i18n/locales';
import type { PdfDocument } from './pdf-document';
import { TextWriter, type TextStyle } from './text';

// A4 in points, with 2 cm margins.
const PAGE = { width: 595.28, height: 841.89, margin: 56.69 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const LABEL_WIDTH = 150;
const GUTTER = 12;

export const COLORS = { text: '#1f2328', muted: '#57606a', rule: '#c8ccd1', accent: '#1565c0' } as const;

export interface BlockStyle extends TextStyle {
  color?: string;
}

/**
 * Places the receipt's blocks one under another, starting a new page when one would cross the
 * bottom margin (a long statement could). Hindi gets more line height: its vowel signs reach
 * above the headline and below the baseline (कि, कु, कृ).
 */
export class ReceiptLayout {
  readonly text: TextWriter;
  private y = PAGE.margin;
  private readonly leading: number;

  constructor(
    private readonly doc: PdfDocument,
    locale: Locale,
  ) {
    this.text = new TextWriter(doc);
    this.leading = locale === 'hi' ? 1.65 : 1.45;
  }

  /** Wrapped text across the content width. */
  paragraph(text: string, style: BlockStyle, spaceAfter = 0): void {
    this.lines(this.text.wrap(text, style, CONTENT_WIDTH), PAGE.margin, style);
    this.y += spaceAfter;
  }

  /** A label with its value beside it, each wrapped in its own column. */
  row(label: string, value: string, valueStyle: BlockStyle): void {
    const labelStyle: BlockStyle = { size: 10.5, weight: 'regular', color: COLORS.muted };
    const labelLines = this.text.wrap(label, labelStyle, LABEL_WIDTH);
    const valueLines = this.text.wrap(value, valueStyle, CONTENT_WIDTH - LABEL_WIDTH - GUTTER);
    // The label sits on the value's first baseline.
    const shift = Math.max(0, this.baselineOffset(valueStyle) - this.baselineOffset(labelStyle));
    const height = Math.max(
      shift + labelLines.length * this.lineHeight(labelStyle),
      valueLines.length * this.lineHeight(valueStyle),
    );
    this.makeRoom(height);
    const top = this.y;
    this.y = top + shift;
    this.lines(labelLines, PAGE.margin, labelStyle);
    this.y = top;
    this.lines(valueLines, PAGE.margin + LABEL_WIDTH + GUTTER, valueStyle);
    this.y = top + height + 6;
  }

  /** A thin line across the content width, with space around it. */
  rule(space = 14): void {
    this.makeRoom(2 * space);
    this.y += space;
    this.doc
      .save()
      .lineWidth(0.75)
      .strokeColor(COLORS.rule)
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.width - PAGE.margin, this.y)
      .stroke()
      .restore();
    this.y += space;
  }

  private lines(lines: readonly string[], x: number, style: BlockStyle): void {
    for (const line of lines) {
      const height = this.lineHeight(style);
      this.makeRoom(height);
      this.doc.fillColor(style.color ?? COLORS.text);
      this.text.draw(line, x, this.y + this.baselineOffset(style), style);
      this.y += height;
    }
  }

  private lineHeight(style: TextStyle): number {
    return style.size * this.leading;
  }

  /** From a line's top to its baseline: the half-leading, then the ascent of Noto's tall marks. */
  private baselineOffset(style: TextStyle): number {
    return ((this.leading - 1.2) / 2) * style.size + style.size * 0.95;
  }

  private makeRoom(height: number): void {
    if (this.y + height <= PAGE.height - PAGE.margin) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }
}
