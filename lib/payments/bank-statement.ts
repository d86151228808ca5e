import { csvRows } from '@/lib/text/csv-rows';

/**
 * The bank's statement as the treasurer downloads it (CSV), read for the money that came in: each
 * credit's UTR and amount. Columns are found by their headings, which differ between banks
 * ('Credit', 'Deposit Amount', 'Cr Amount'; 'Narration', 'Description', 'Remarks'; 'Ref No',
 * 'UTR'), so no bank's layout is assumed. A UPI credit's UTR is the 12-digit number in its
 * reference or its narration ('UPI/612345678901/Sunita/…').
 */

export interface StatementCredit {
  /** Its row in the file (from 1, empty lines not counted), so the treasurer can find it. */
  line: number;
  utr: string | null;
  amountPaise: number;
  date: string;
  narration: string;
}

export type StatementResult =
  { ok: true; credits: StatementCredit[]; skippedLines: number[] } | { ok: false; code: 'noHeader' | 'noCreditColumn' };

const HEADINGS = {
  credit: /^(credit|deposit|cr)\b|credit amount|deposit amount|amount \(cr\)|cr amount/,
  narration: /narration|description|remarks|particulars|details/,
  reference: /\butr\b|ref(erence)?\.?\s*(no|number)?|cheque|chq/,
  date: /\b(value |txn |transaction )?date\b/,
};

const heading = (text: string) => text.trim().toLowerCase();

/** 12 digits standing alone: a UPI transaction's reference (RRN / UTR). */
const UTR_IN_TEXT = /(?<!\d)(\d{12})(?!\d)/;

/** '1,23,456.50', '₹ 500', '500.5' in paise; null when it is not an amount. */
export function statementAmountPaise(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]|INR|Rs\.?/gi, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** The credits of a statement; a line that is not a credit (a debit, a total, a note) is skipped and named. */
export function readBankStatement(text: string): StatementResult {
  const rows = csvRows(text);
  // The heading row may come after a few lines about the account.
  const headerIndex = rows.findIndex((row) => row.some((cell) => HEADINGS.credit.test(heading(cell))));
  const header = rows[headerIndex];
  if (!header) return { ok: false, code: rows.length === 0 ? 'noHeader' : 'noCreditColumn' };
  const column = (pattern: RegExp) => header.findIndex((cell) => pattern.test(heading(cell)));
  const credit = column(HEADINGS.credit);
  const narration = column(HEADINGS.narration);
  const reference = column(HEADINGS.reference);
  const date = column(HEADINGS.date);
  const credits: StatementCredit[] = [];
  const skippedLines: number[] = [];
  rows.slice(headerIndex + 1).forEach((row, i) => {
    const line = headerIndex + i + 2;
    const amountPaise = statementAmountPaise(row[credit] ?? '');
    if (amountPaise === null || amountPaise === 0) {
      skippedLines.push(line);
      return;
    }
    const narrationText = row[narration]?.trim() ?? '';
    const utr = UTR_IN_TEXT.exec(row[reference] ?? '')?.[1] ?? UTR_IN_TEXT.exec(narrationText)?.[1] ?? null;
    credits.push({ line, utr, amountPaise, date: row[date]?.trim() ?? '', narration: narrationText });
  });
  return { ok: true, credits, skippedLines };
}
