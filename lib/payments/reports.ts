import { csvText } from '@/lib/text/csv';
import { financialYearBounds, parseFinancialYearLabel } from './financial-year';
import { paymentFrom } from './payment-lookup';
import type { PaymentRecord, StoredReceipt } from './payment-record';
import { receiptViewOf, type TrustIdentity } from './receipt-view';

/**
 * The treasurer's year-end files, from the payments as stored: Form 10BD's donor list (the columns
 * and codes of the Income Tax Department's CSV template, docs/decisions/form-10bd.md) and a plain
 * ledger of every receipt. A year that has not ended is refused unless a draft is asked for: a
 * statement filed from half a year would leave donors out.
 */

export type ReportKind = 'form10bd' | 'ledger';

export interface TrustFor10BD extends TrustIdentity {
  approval80G: TrustIdentity['approval80G'] & { form10bdSectionCode: string };
}

export type ReportResult =
  { ok: true; fileName: string; csv: string } | { ok: false; code: 'invalid' | 'yearNotEnded' };

/** The template's Part B headings, in its order. */
export const FORM_10BD_HEADINGS = [
  'Sl. No.',
  'Pre Acknowledgement Number',
  'ID Code',
  'Unique Identification Number',
  'Section Code',
  'Unique Registration Number (URN)',
  'Date of Issuance of Unique Registration Number',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation (Indian rupees)',
] as const;

/**
 * Annexure I of the template, the donor's identity document, written as the template's drop-down
 * writes it (trusts' exporters do the same). Only a PAN is taken on the site.
 */
const ID_CODE_PAN = 'Permanent Account Number';
/** Gifts through the site are for the trust's work, neither corpus nor for a named purpose. */
const DONATION_TYPE = 'Others';
const MODE_OF_RECEIPT = { cash: 'Cash', electronic: 'Electronic modes including account payee cheque/draft' };

export const LEDGER_HEADINGS = [
  'Receipt number',
  'Date',
  'Payment reference',
  'Payer',
  'For',
  'Mode',
  'UTR or reference',
  'Amount (₹)',
  'Status',
] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The template's dates: 27-May-2022. */
const templateDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${MONTHS[Number(month) - 1] ?? month}-${year}`;
};
const indiaDate = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);
const rupees = (paise: number) => (paise / 100).toFixed(2);
const purposeText = (record: PaymentRecord) =>
  record.purpose.kind === 'donation' ? 'Donation' : `Plan: ${record.purpose.plan}`;

function inYear(receipt: Pick<StoredReceipt, 'issuedAt'>, label: string) {
  const { from, to } = financialYearBounds(label);
  return receipt.issuedAt >= from && receipt.issuedAt <= to;
}

const bySerial = <T extends { receipt: Pick<StoredReceipt, 'serial'> }>(a: T, b: T) =>
  a.receipt.serial - b.receipt.serial;

/** The donations a donor may deduct: an 80G receipt asked for with a PAN, and not cash above ₹2,000. */
export function form10bdRows(records: readonly PaymentRecord[], label: string, trust: TrustFor10BD): string[][] {
  const listed = records.flatMap((record) => {
    const view = receiptViewOf(record, trust);
    const receipt = record.receipt;
    return view?.carries80G && view.donorPan && receipt && inYear(receipt, label) ? [{ record, receipt }] : [];
  });
  return listed.sort(bySerial).map(({ record }, index) => [
    String(index + 1),
    '',
    ID_CODE_PAN,
    record.pan,
    trust.approval80G.form10bdSectionCode,
    trust.approval80G.urn,
    templateDate(trust.approval80G.issuedOn),
    record.name,
    record.address,
    DONATION_TYPE,
    record.mode === 'cash' ? MODE_OF_RECEIPT.cash : MODE_OF_RECEIPT.electronic,
    // The template takes whole rupees; paise (never asked of a donor on the site) are rounded.
    String(Math.round(record.amountPaise / 100)),
  ]);
}

/** Every receipt issued in the year, those cancelled too, in number order. */
export function ledgerRows(records: readonly PaymentRecord[], label: string): string[][] {
  const entries = records.flatMap((record) => [
    ...(record.receipt && record.status === 'confirmed'
      ? [{ record, receipt: record.receipt, status: 'In force' }]
      : []),
    ...(record.cancelledReceipts ?? []).map((receipt) => ({ record, receipt, status: `Cancelled: ${receipt.reason}` })),
  ]);
  return entries
    .filter(({ receipt }) => inYear(receipt, label))
    .sort(bySerial)
    .map(({ record, receipt, status }) => [
      receipt.number,
      indiaDate(receipt.issuedAt),
      record.reference,
      record.name,
      purposeText(record),
      record.mode ?? 'upi',
      record.utr,
      rupees(record.amountPaise),
      status,
    ]);
}

/** A report for a financial year, refused for a year not yet ended unless `draft`. */
export function paymentReport(
  stored: readonly [string, Record<string, unknown>][],
  request: { kind: ReportKind; year: string; draft: boolean },
  trust: TrustFor10BD,
  now: number,
): ReportResult {
  if (parseFinancialYearLabel(request.year) === null) return { ok: false, code: 'invalid' };
  const { from, to } = financialYearBounds(request.year);
  if (from > now) return { ok: false, code: 'invalid' };
  const ended = to < now;
  if (!ended && !request.draft) return { ok: false, code: 'yearNotEnded' };
  const records = stored.flatMap(([, value]) => {
    const record = paymentFrom(value);
    return record ? [record] : [];
  });
  const rows =
    request.kind === 'form10bd'
      ? [[...FORM_10BD_HEADINGS], ...form10bdRows(records, request.year, trust)]
      : [[...LEDGER_HEADINGS], ...ledgerRows(records, request.year)];
  const name = request.kind === 'form10bd' ? 'form-10bd' : 'payments-ledger';
  return { ok: true, fileName: `${name}-${request.year}${ended ? '' : '-draft'}.csv`, csv: csvText(rows) };
}
