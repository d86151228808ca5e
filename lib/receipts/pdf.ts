import 'server-only';
import { formatDate, formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { receiptLabels } from './labels';
import { COLORS, ReceiptLayout } from './layout';
import { createDocument, documentBytes } from './pdf-document';

/** What a receipt says, in the payer's language (the caller's words are printed as given). */
export interface ReceiptData {
  /** The trust's name, address, and lines such as its PAN and registration. */
  trust: { name: string; address: string; details?: readonly string[] };
  /** e.g. 'RYF/2026-27/00042'. */
  receiptNumber: string;
  /** The day of payment: an ISO date ('2026-05-14') or a timestamp; printed as India's date. */
  date: string | number;
  /** Who paid and how, in order: received from, address, PAN, towards, mode, UTR. */
  rows: readonly { label: string; value: string }[];
  /** In rupees; paise are printed when there are any. */
  amount: number;
  /** e.g. 'Rupees Five Thousand Only' or 'रुपये पाँच हज़ार मात्र'. */
  amountInWords: string;
  /** Printed below the details, one paragraph each: e.g. the 80G statement. */
  statement: readonly string[];
}

/** The receipt as an A4 PDF with its fonts embedded. */
export async function renderReceiptPdf(data: ReceiptData, locale: Locale): Promise<Uint8Array> {
  // A receipt without its date or amount is no receipt: refused rather than printed blank.
  const date = formatDate(locale, data.date, { dateStyle: 'long' });
  if (!date) throw new RangeError(`Not a date: ${data.date}`);
  if (!Number.isFinite(data.amount) || data.amount <= 0) throw new RangeError(`Not an amount: ${data.amount}`);
  const labels = receiptLabels[locale];
  const doc = createDocument({
    locale,
    title: `${labels.title} ${data.receiptNumber}`,
    author: data.trust.name,
  });
  const layout = new ReceiptLayout(doc, locale);

  layout.paragraph(data.trust.name, { size: 17, weight: 'bold', color: COLORS.accent }, 2);
  layout.paragraph(data.trust.address, { size: 10, weight: 'regular', color: COLORS.muted });
  for (const line of data.trust.details ?? []) {
    layout.paragraph(line, { size: 9.5, weight: 'regular', color: COLORS.muted });
  }
  layout.rule();
  layout.paragraph(labels.title, { size: 22, weight: 'bold' }, 10);

  const value = { size: 11.5, weight: 'regular' } as const;
  layout.row(labels.receiptNumber, data.receiptNumber, value);
  layout.row(labels.date, date, value);
  for (const { label, value: text } of data.rows) layout.row(label, text, value);
  layout.row(labels.amount, rupees(locale, data.amount), { size: 13, weight: 'bold' });
  layout.row(labels.amountInWords, data.amountInWords, value);

  if (data.statement.length > 0) layout.rule();
  for (const text of data.statement) layout.paragraph(text, { size: 10.5, weight: 'regular' }, 6);

  layout.text.embedFonts();
  return documentBytes(doc);
}

function rupees(locale: Locale, amount: number): string {
  const paise = !Number.isInteger(amount);
  return formatNumber(locale, amount, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise ? 2 : 0,
    maximumFractionDigits: 2,
  });
}
