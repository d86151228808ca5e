/**
 * India's financial year, which runs from 1 April to 31 March, and the receipt numbers counted
 * within it. The accounts, the 80G statement of donations (Form 10BD) and the auditor all go by
 * it, so a receipt names its year and restarts its serial each April.
 *
 * A payment belongs to the year of its moment in India time (UTC+05:30, no daylight saving): one
 * made at 00:10 IST on 1 April is in the new year although it is still 31 March in UTC.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** April, counted from January = 0. */
const FIRST_MONTH = 3;

/** The calendar year in which the financial year of `at` (ms) began: 2026 for any moment of 2026-27. */
export function financialYearStart(at: number): number {
  if (!Number.isFinite(at)) throw new RangeError(`Not a moment: ${at}`);
  const india = new Date(at + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  return india.getUTCMonth() >= FIRST_MONTH ? year : year - 1;
}

/** The year as the accounts write it, '2026-27' (and '2099-00' across a century). */
export function financialYearLabelOf(startYear: number): string {
  if (!Number.isInteger(startYear) || startYear < 1000 || startYear > 9998) {
    throw new RangeError(`Not a financial year's first year: ${startYear}`);
  }
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The financial year of the moment `at` (ms), as '2026-27'. */
export const financialYearLabel = (at: number): string => financialYearLabelOf(financialYearStart(at));

const LABEL_PATTERN = /^(\d{4})-(\d{2})$/;

/** The year a label starts in, or null when it is not a label ('2026-28', '2026-2027'). */
export function parseFinancialYearLabel(label: string): number | null {
  const match = LABEL_PATTERN.exec(label);
  if (!match) return null;
  const start = Number(match[1]);
  if (start < 1000 || start > 9998) return null;
  return financialYearLabelOf(start) === label ? start : null;
}

/** The first and last moments (ms) of a financial year: 1 April 00:00 IST to 31 March 23:59:59.999 IST. */
export function financialYearBounds(label: string): { from: number; to: number } {
  const start = parseFinancialYearLabel(label);
  if (start === null) throw new RangeError(`Not a financial year: ${label}`);
  return {
    from: Date.UTC(start, FIRST_MONTH, 1) - IST_OFFSET_MS,
    to: Date.UTC(start + 1, FIRST_MONTH, 1) - IST_OFFSET_MS - 1,
  };
}

/**
 * Serials are written with at least 5 digits (00042), so receipt numbers of one year sort as text
 * up to 99,999 receipts; a year with more simply gets longer numbers.
 */
const SERIAL_DIGITS = 5;

/** The foundation's mark that starts every receipt number ('RYF'): capitals and digits, without the separator. */
const PREFIX_PATTERN = /^[A-Z][A-Z0-9]{0,9}$/;

/** 'RYF/2026-27/00042': the prefix, the financial year, the serial within that year (from 1). */
export function receiptNumber(prefix: string, fyLabel: string, serial: number): string {
  if (!PREFIX_PATTERN.test(prefix)) throw new RangeError(`Not a receipt prefix: ${prefix}`);
  if (parseFinancialYearLabel(fyLabel) === null) throw new RangeError(`Not a financial year: ${fyLabel}`);
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError(`Not a receipt serial: ${serial}`);
  return `${prefix}/${fyLabel}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
}

export interface ReceiptNumber {
  prefix: string;
  fyLabel: string;
  serial: number;
}

const RECEIPT_PATTERN = /^([A-Z][A-Z0-9]{0,9})\/(\d{4}-\d{2})\/(\d{5,16})$/;

/**
 * A receipt number read back (a donor quoting it, a line of the accounts), or null when it is not
 * one this module would write: the letters may come in any case and with spaces around it, but the
 * year must be a real one and the serial written as receiptNumber writes it ('RYF/2026-27/042' and
 * 'RYF/2026-27/000042' are not receipt numbers, so one receipt has one way to be written).
 */
export function parseReceiptNumber(text: string): ReceiptNumber | null {
  const match = RECEIPT_PATTERN.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [written, prefix = '', fyLabel = '', digits = ''] = match;
  const serial = Number(digits);
  if (parseFinancialYearLabel(fyLabel) === null || !Number.isSafeInteger(serial) || serial < 1) return null;
  return receiptNumber(prefix, fyLabel, serial) === written ? { prefix, fyLabel, serial } : null;
}
