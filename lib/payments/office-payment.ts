import type { SubmissionStore } from '@/lib/forms/submission-service';
import { BANK_REFERENCE_PATTERN, OFFICE_MAX_RUPEES } from './office-entry-form';
import { checkPayment } from './payment-check';
import type { PaymentErrors, PaymentFormValues } from './payment-form';
import { PAYMENTS_NODE } from './payment-record';
import type { PaymentMode } from './payment-review';
import { confirmPayment, type ReviewDeps, type Reviewer } from './payment-review-service';
import { recordPendingPayment } from './payment-service';

/**
 * Money received at the office, cash or a bank transfer, recorded by the treasurer (or the
 * Coordinator) with the payer's details checked as the payment form checks them, and confirmed at
 * once: the member has the money in hand or in the statement, which is what confirming means. The
 * same entry sent twice (a double tap, a retry) is one payment with one receipt: the panel makes
 * an entry id when the form opens, and it is claimed like a form's submission id.
 */

// The limits live with the panel's form, which shows them; re-exported for the server's callers.
export { BANK_REFERENCE_PATTERN, OFFICE_MAX_RUPEES };

export interface OfficeEntry {
  entryId: string;
  mode: Exclude<PaymentMode, 'upi'>;
  /** The transfer's reference as the statement shows it; none for cash. */
  bankReference: string;
  values: PaymentFormValues;
}

export type OfficeResult =
  | { ok: true; paymentKey: string; reference: string; receiptNumber: string }
  | { ok: false; code: 'invalid'; errors: PaymentErrors & { bankReference?: string } }
  | { ok: false; code: 'conflict' };

export interface OfficeDeps {
  store: SubmissionStore;
  review: ReviewDeps;
  fcraRegistered: boolean;
  noticeVersion: string;
}

export async function recordOfficePayment(deps: OfficeDeps, entry: OfficeEntry, by: Reviewer): Promise<OfficeResult> {
  const bankReference = entry.bankReference.replace(/\s/g, '').toUpperCase();
  const checked = checkPayment(
    // A donation's amount is typed at the office, never a preset.
    { ...entry.values, amountChoice: 'own' },
    { maxDonationRupees: OFFICE_MAX_RUPEES[entry.mode], fcraRegistered: deps.fcraRegistered },
  );
  const referenceWrong = entry.mode === 'bankTransfer' && !BANK_REFERENCE_PATTERN.test(bankReference);
  if (!checked.ok || referenceWrong) {
    return {
      ok: false,
      code: 'invalid',
      errors: { ...(checked.ok ? {} : checked.errors), ...(referenceWrong ? { bankReference: 'bankReference' } : {}) },
    };
  }
  const recorded = await recordPendingPayment(
    { submissionId: `office-${entry.entryId}`, payment: checked.payment, noticeVersion: deps.noticeVersion },
    deps.store,
  ).catch((error: unknown) => {
    if (error instanceof Error && error.name === 'PaymentConflictError') return null;
    throw error;
  });
  if (!recorded) return { ok: false, code: 'conflict' };
  const utr = entry.mode === 'bankTransfer' ? bankReference : '';
  // Only the first of repeated entries marks the payment as the office's, and is logged.
  let first = false;
  await deps.store.changeExisting(`${PAYMENTS_NODE}/${recorded.key}`, (current) => {
    first = current.mode !== entry.mode;
    return first ? { ...current, mode: entry.mode, utr, recordedBy: by.memberId, recordedByName: by.name } : current;
  });
  if (first) {
    await deps.review.log({ action: 'paymentRecorded', paymentKey: recorded.key, reference: recorded.reference, by });
  }
  const confirmed = await confirmPayment(deps.review, recorded.key, by);
  if (!confirmed.ok || !confirmed.receiptNumber) return { ok: false, code: 'conflict' };
  return { ok: true, paymentKey: recorded.key, reference: recorded.reference, receiptNumber: confirmed.receiptNumber };
}
