import PDFDocument from 'pdfkit';
import { intlLocales, type Locale } from '@/lib/i18n/locales';

export type PdfDocument = PDFKit.PDFDocument;

export interface DocumentInfo {
  locale: Locale;
  title: string;
  author: string;
}

/**
 * An A4 document. PDF 1.7 because the Hindi text carries ActualText (marked content, PDF 1.5 on);
 * the catalog's /Lang lets a screen reader pick the Hindi voice.
 */
export function createDocument({ locale, title, author }: DocumentInfo): PdfDocument {
  return new PDFDocument({
    size: 'A4',
    margin: 0,
    pdfVersion: '1.7',
    lang: intlLocales[locale],
    displayTitle: true,
    info: { Title: title, Author: author, Creator: author },
  });
}

/** Ends the document and resolves with its bytes. */
export function documentBytes(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
