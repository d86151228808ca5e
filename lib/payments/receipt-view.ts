import type { Locale } from '@/lib/i18n/locales';
import { receiptLabels } from '@/lib/receipts/labels';
import { amountInWords } from './amount-in-words';
import type { PaymentMode, PaymentPurpose, PaymentRecord } from './payment-record';
import { receiptCarries80G } from './payment-review';

/** The trust's tax identity as configuration holds it (siteConfig.trust). */
export interface TrustIdentity {
  legalName: string;
  legalNameHi: string;
  deedRegistration: string;
  pan: string;
  approval80G: {
    urn: string;
    issuedOn: string;
    validFrom: string;
    validUntil: string;
    sectionLabel: string;
    sectionLabelHi: string;
  };
}

/**
 * A receipt as issued: what the page and the PDF both print, so the two never say different things.
 * Built from the payment only after confirmation; it holds the receipt in force, never a draft.
 */
export interface ReceiptView {
  number: string;
  issuedAt: number;
  donorName: string;
  donorAddress: string;
  /** Empty when the payer did not ask for an 80G receipt (no PAN is kept then). */
  donorPan: string;
  purpose: PaymentPurpose;
  amountPaise: number;
  mode: PaymentMode;
  utr: string;
  /** Whether the 80G statement is printed: a donation, not cash above ₹2,000, within the approval's validity. */
  carries80G: boolean;
  /** Receipts for this payment cancelled before this one, with the reason: the payer sees why the number changed. */
  replaces: { number: string; reason: string }[];
}

/** India's calendar date of a moment, 'YYYY-MM-DD', to compare with the approval's dates. */
const indiaDate = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);

/** The receipt in force of a confirmed payment; null before confirmation or after a rejection. */
export function receiptViewOf(record: PaymentRecord, trust: TrustIdentity): ReceiptView | null {
  const receipt = record.receipt;
  if (record.status !== 'confirmed' || !receipt) return null;
  const mode = record.mode ?? 'upi';
  const day = indiaDate(receipt.issuedAt);
  const approved = day >= trust.approval80G.validFrom && day <= trust.approval80G.validUntil;
  return {
    number: receipt.number,
    issuedAt: receipt.issuedAt,
    donorName: record.name,
    donorAddress: record.address,
    donorPan: record.wants80GReceipt ? record.pan : '',
    purpose: record.purpose,
    amountPaise: record.amountPaise,
    mode,
    utr: record.utr,
    carries80G:
      approved &&
      record.wants80GReceipt &&
      receiptCarries80G({ purposeKind: record.purpose.kind, mode, amountPaise: record.amountPaise }),
    replaces: (record.cancelledReceipts ?? []).map(({ number, reason }) => ({ number, reason })),
  };
}

/** A label and its value, in the order the receipt prints them. */
export interface ReceiptRow {
  label: string;
  value: string;
}

export interface ReceiptText {
  title: string;
  trustName: string;
  trustDetails: string[];
  rows: ReceiptRow[];
  amountInWords: string;
  statement: string[];
}

/**
 * A receipt as its page shows it: the same words as its PDF, every row labelled on the server
 * (number, date, the payer's rows, the amount in figures and in words), so the page's script
 * carries no copy of the receipt's words.
 */
export interface ReceiptShown extends ReceiptText {
  number: string;
  trustAddress: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The receipt's words in `locale`: the rows (the amount's figures are formatted by the caller, who
 * knows its medium) and the statement paragraphs. `planName` names a plan in that language.
 */
export function receiptText(
  view: ReceiptView,
  locale: Locale,
  trust: TrustIdentity,
  { planName, formatDay }: { planName: (plan: string) => string; formatDay: (isoDate: string) => string },
): ReceiptText {
  const labels = receiptLabels[locale];
  const purpose =
    view.purpose.kind === 'donation'
      ? labels.purposeDonation
      : fill(labels.purposePlan, { plan: planName(view.purpose.plan) });
  const rows: ReceiptRow[] = [
    { label: labels.receivedFrom, value: view.donorName },
    ...(view.donorAddress ? [{ label: labels.donorAddress, value: view.donorAddress }] : []),
    ...(view.donorPan ? [{ label: labels.donorPan, value: view.donorPan }] : []),
    { label: labels.towards, value: purpose },
    { label: labels.paymentMode, value: labels.modes[view.mode] },
    ...(view.utr && view.mode !== 'cash' ? [{ label: labels.utr, value: view.utr }] : []),
  ];
  const approval = trust.approval80G;
  const statement = view.carries80G
    ? [
        fill(labels.statement80G, {
          section: locale === 'hi' ? approval.sectionLabelHi : approval.sectionLabel,
          urn: approval.urn,
          issuedOn: formatDay(approval.issuedOn),
          validFrom: formatDay(approval.validFrom),
          validUntil: formatDay(approval.validUntil),
        }),
        labels.nothingInReturn,
      ]
    : [];
  return {
    title: labels.title,
    trustName: locale === 'hi' ? trust.legalNameHi : trust.legalName,
    trustDetails: [
      fill(labels.trustPan, { pan: trust.pan }),
      fill(labels.trustRegistration, { registration: trust.deedRegistration }),
    ],
    rows,
    amountInWords: amountInWords(locale, view.amountPaise),
    statement: [...statement, ...view.replaces.map(({ number, reason }) => fill(labels.replaces, { number, reason }))],
  };
}
