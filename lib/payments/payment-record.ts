import type { ConcessionGround, PlanId } from '@/lib/content/plan-prices';
import type { Locale } from '@/lib/i18n/locales';
import type { PayerDetails } from './donation';
import type { PaymentMode } from './payment-review';

/**
 * The payments as the database keeps them. Only the server writes or reads these nodes (admin
 * SDK); database.rules.json keeps every browser out of them.
 */

/** payments/<key>: one record per payment asked for (named with the other personal-data nodes). */
export { PAYMENTS_NODE } from '@/lib/privacy/nodes';
/** paymentSubmissions/<submission id> → the payment it made: a form sent twice makes one payment. */
export const PAYMENT_SUBMISSIONS_NODE = 'paymentSubmissions';
/** paymentReferences/<reference> → the payment that holds it: claimed before use, so no two share one. */
export const PAYMENT_REFERENCES_NODE = 'paymentReferences';
/** paymentUtrs/<UTR> → the payment whose payer gave it first: a UTR given for a second payment is flagged. */
export const PAYMENT_UTRS_NODE = 'paymentUtrs';

/**
 * What a payment is for. A plan's amount is the plans page's price (less the concession claimed);
 * a donation's is what the donor chose, within the configured bounds.
 */
export type PaymentPurpose = { kind: 'plan'; plan: PlanId; concession: ConcessionGround | null } | { kind: 'donation' };

/**
 * 'pending': asked for, nothing heard. 'utrSubmitted': the payer says they paid and gave the UTR;
 * still not paid until the treasurer finds it in the bank statement. 'confirmed' (with its receipt)
 * and 'rejected' (with a reason) are a member of PAYMENT_ROLES's decision, final
 * (lib/payments/payment-review.ts).
 */
export type PaymentStatus = 'pending' | 'utrSubmitted' | 'confirmed' | 'rejected';

export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'utrSubmitted', 'confirmed', 'rejected'];

/** Whether the payer may still pay and give a UTR: no decision has been made. */
export const isWaiting = (status: PaymentStatus): boolean => status === 'pending' || status === 'utrSubmitted';

export interface PaymentHistoryEntry {
  status: PaymentStatus;
  at: number;
  /** The UTR given with this change, so a corrected one leaves the first in the history. */
  utr?: string;
  /** The team member who decided (confirmed or rejected), their member ID and name. */
  by?: string;
  byName?: string;
  receiptNumber?: string;
  reason?: string;
  /** 'bankStatement' when the statement upload matched it. */
  via?: 'bankStatement';
}

export type { PaymentMode };

/** The receipt in force, as the confirmation issued it: never changed, only cancelled and replaced. */
export interface StoredReceipt {
  /** e.g. 'RYF/2026-27/00042'. */
  number: string;
  fyLabel: string;
  serial: number;
  /** When it was issued (the confirmation): the receipt's date and its financial year. */
  issuedAt: number;
}

/** A receipt that was cancelled: its number stays taken and is never issued again. */
export interface CancelledReceipt extends StoredReceipt {
  reason: string;
  cancelledAt: number;
  by: string;
}

/** A payment as stored: the payer's checked details (the PAN empty unless an 80G receipt is wanted), and these. */
export interface PaymentRecord extends PayerDetails {
  reference: string;
  purpose: PaymentPurpose;
  amountPaise: number;
  locale: Locale;
  status: PaymentStatus;
  /** The 12-digit UPI transaction reference the payer gave; empty until then. */
  utr: string;
  /** The payment whose payer gave this UTR first, when it is not this one: for the treasurer to look at. */
  utrAlsoGivenFor?: string;
  createdAt: number;
  noticeVersion: string;
  consentedAt: number;
  statusHistory: PaymentHistoryEntry[];
  /** Absent for a payment made through the site (UPI). */
  mode?: PaymentMode;
  /** Once confirmed. */
  receipt?: StoredReceipt;
  /** Receipts issued for this payment and cancelled, oldest first. */
  cancelledReceipts?: CancelledReceipt[];
}
