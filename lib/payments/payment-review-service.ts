import type { ReceiptAllocator } from './receipt-allocator';
import { rejectReason, reviewOutcome } from './payment-review';

/**
 * Confirming and rejecting a payment, on any store of payments/<key> (the database in the server,
 * memory in the tests). The receipt number is taken first, because taking it is safe to repeat
 * (the same payment gets the same number), and the payment is changed only while it still waits;
 * a payment rejected in between has the number just taken cancelled at once, with that reason,
 * so the year's numbers keep no gap.
 */

type StoredPayment = Record<string, unknown>;

export interface ReviewStore {
  readPayment(key: string): Promise<StoredPayment | null>;
  /** Changes payments/<key> in one step (a transaction); `change` answers undefined to leave it. Answers the value after. */
  changePayment(
    key: string,
    change: (current: StoredPayment) => StoredPayment | undefined,
  ): Promise<StoredPayment | null>;
}

export interface Reviewer {
  memberId: string;
  name: string;
}

/** A change made, for the record of who looked (a payer's details are personal data). */
export interface ReviewLogEntry {
  action: 'paymentConfirmed' | 'paymentRejected' | 'paymentRecorded' | 'receiptCancelled';
  paymentKey: string;
  reference: string;
  by: Reviewer;
}

export interface ReviewDeps {
  store: ReviewStore;
  allocator: ReceiptAllocator;
  now: () => number;
  /** Told of each change made (not of a repeat that changed nothing). */
  log: (entry: ReviewLogEntry) => Promise<void>;
  /**
   * Told of every confirmation, repeats too, so what follows from one (a member's paid-through
   * date) is done even when the first attempt died after the change; it must be safe to repeat.
   */
  onConfirmed?: (key: string, payment: StoredPayment, confirmedAt: number) => Promise<void>;
}

export const referenceOf = (payment: StoredPayment | null) =>
  typeof payment?.reference === 'string' ? payment.reference : '';

export type ReviewResult =
  { ok: true; receiptNumber?: string } | { ok: false; code: 'notFound' | 'alreadyDecided' | 'invalidReason' };

export const historyOf = (payment: StoredPayment): unknown[] =>
  Array.isArray(payment.statusHistory) ? payment.statusHistory : [];

export const statusOf = (payment: StoredPayment | null) => (typeof payment?.status === 'string' ? payment.status : '');

export const receiptNumberOf = (payment: StoredPayment | null): string | undefined => {
  const receipt = payment?.receipt;
  return typeof receipt === 'object' && receipt !== null && 'number' in receipt && typeof receipt.number === 'string'
    ? receipt.number
    : undefined;
};

/** When the receipt in force was issued (the confirmation), for what follows from it. */
const confirmedAtOf = (payment: StoredPayment): number => {
  const receipt = payment.receipt as { issuedAt?: unknown } | undefined;
  return typeof receipt?.issuedAt === 'number' ? receipt.issuedAt : 0;
};

/** Confirms a payment found in the bank statement (or in hand): its receipt number, who and when. */
export async function confirmPayment(
  deps: ReviewDeps,
  key: string,
  by: Reviewer,
  /** `bankStatement`: matched by the statement upload, not looked up by hand. */
  options: { via?: 'bankStatement' } = {},
): Promise<ReviewResult> {
  const before = await deps.store.readPayment(key);
  if (!before) return { ok: false, code: 'notFound' };
  const outcome = reviewOutcome(statusOf(before), 'confirmed');
  if (outcome === 'already') {
    await deps.onConfirmed?.(key, before, confirmedAtOf(before) || deps.now());
    return { ok: true, receiptNumber: receiptNumberOf(before) };
  }
  if (outcome === 'refused') return { ok: false, code: 'alreadyDecided' };

  const at = deps.now();
  const receipt = await deps.allocator.issue(key, at);
  let applied = false;
  const after = await deps.store.changePayment(key, (current) => {
    applied = reviewOutcome(statusOf(current), 'confirmed') === 'apply';
    if (!applied) return undefined;
    return {
      ...current,
      status: 'confirmed',
      receipt: { ...receipt, issuedAt: at },
      statusHistory: [
        ...historyOf(current),
        {
          status: 'confirmed',
          at,
          by: by.memberId,
          byName: by.name,
          receiptNumber: receipt.number,
          ...(options.via && { via: options.via }),
        },
      ],
    };
  });
  if (statusOf(after) === 'confirmed' && receiptNumberOf(after) === receipt.number) {
    // Another member confirming the same payment at once made the change: theirs is the entry.
    if (applied) await deps.log({ action: 'paymentConfirmed', paymentKey: key, reference: referenceOf(after), by });
    if (after) await deps.onConfirmed?.(key, after, confirmedAtOf(after) || deps.now());
    return { ok: true, receiptNumber: receipt.number };
  }
  // Rejected (or removed) between the first look and the change: the number taken is cancelled,
  // so it is accounted for and never reused.
  await deps.allocator.cancel(receipt.fyLabel, receipt.serial, {
    paymentKey: key,
    reason: `Not issued: the payment was ${statusOf(after) || 'removed'} meanwhile`,
    by: by.memberId,
    at: deps.now(),
  });
  return after ? { ok: false, code: 'alreadyDecided' } : { ok: false, code: 'notFound' };
}

/** Rejects a payment not found in the bank statement, with the reason the payer may be told. */
export async function rejectPayment(
  deps: ReviewDeps,
  key: string,
  typedReason: string,
  by: Reviewer,
): Promise<ReviewResult> {
  const reason = rejectReason(typedReason);
  if (reason === null) return { ok: false, code: 'invalidReason' };
  const at = deps.now();
  let applied = false;
  const after = await deps.store.changePayment(key, (current) => {
    applied = reviewOutcome(statusOf(current), 'rejected') === 'apply';
    if (!applied) return undefined;
    return {
      ...current,
      status: 'rejected',
      statusHistory: [...historyOf(current), { status: 'rejected', at, by: by.memberId, byName: by.name, reason }],
    };
  });
  if (!after) return { ok: false, code: 'notFound' };
  if (statusOf(after) !== 'rejected') return { ok: false, code: 'alreadyDecided' };
  if (applied) await deps.log({ action: 'paymentRejected', paymentKey: key, reference: referenceOf(after), by });
  return { ok: true };
}
