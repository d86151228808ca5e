import { isPan } from './pan';
import {
  historyOf,
  receiptNumberOf,
  referenceOf,
  statusOf,
  type ReviewDeps,
  type Reviewer,
} from './payment-review-service';
import { CANCEL_REASON_MAX_LENGTH } from './receipt-book';

/**
 * A receipt is never changed once issued. A mistake on one (a misspelt name, a wrong address or
 * PAN) is put right by cancelling it with a reason, which keeps its number taken for good, and
 * issuing a new one with a new number; the payment keeps the cancelled one in `cancelledReceipts`
 * and the new one says which it replaces.
 */

/** What may be put right on the new receipt: the payer's name, address and PAN. */
export interface ReceiptCorrections {
  name?: string;
  address?: string;
  pan?: string;
}

export type ReissueResult =
  | { ok: true; receiptNumber: string }
  | { ok: false; code: 'notFound' | 'notConfirmed' | 'invalidReason' | 'invalidCorrection' };

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

function checkedCorrections(corrections: ReceiptCorrections): ReceiptCorrections | null {
  const checked: ReceiptCorrections = {};
  if (corrections.name !== undefined) {
    const name = tidy(corrections.name);
    if (name.length < 2 || name.length > 100) return null;
    checked.name = name;
  }
  if (corrections.address !== undefined) {
    const address = tidy(corrections.address);
    if (address.length > 300) return null;
    checked.address = address;
  }
  if (corrections.pan !== undefined) {
    const pan = corrections.pan.replace(/\s/g, '').toUpperCase();
    if (!isPan(pan)) return null;
    checked.pan = pan;
  }
  return checked;
}

interface StoredReceiptFields {
  number: string;
  fyLabel: string;
  serial: number;
  issuedAt: number;
}

function receiptOf(payment: Record<string, unknown>): StoredReceiptFields | null {
  const receipt = payment.receipt;
  if (typeof receipt !== 'object' || receipt === null) return null;
  const { number, fyLabel, serial, issuedAt } = receipt as Record<string, unknown>;
  if (typeof number !== 'string' || typeof fyLabel !== 'string' || typeof serial !== 'number') return null;
  return { number, fyLabel, serial, issuedAt: typeof issuedAt === 'number' ? issuedAt : 0 };
}

/**
 * Cancels `receiptNumber` (the one the member saw) with `reason` and issues the payment's next one.
 * Safe to repeat: when the receipt in force is no longer `receiptNumber`, it was done already and
 * the receipt in force is answered; a request that died half-way is finished by its repeat (the
 * book's cancellation and the payment's next serial are both kept by the book).
 */
export async function cancelAndReissue(
  deps: ReviewDeps,
  key: string,
  input: { receiptNumber: string; reason: string; corrections?: ReceiptCorrections },
  by: Reviewer,
): Promise<ReissueResult> {
  const reason = tidy(input.reason);
  if (reason.length === 0 || reason.length > CANCEL_REASON_MAX_LENGTH) {
    return { ok: false, code: 'invalidReason' };
  }
  const corrections = checkedCorrections(input.corrections ?? {});
  if (!corrections) return { ok: false, code: 'invalidCorrection' };

  const before = await deps.store.readPayment(key);
  if (!before) return { ok: false, code: 'notFound' };
  const inForce = receiptOf(before);
  if (statusOf(before) !== 'confirmed' || !inForce) return { ok: false, code: 'notConfirmed' };
  if (inForce.number !== input.receiptNumber) return { ok: true, receiptNumber: inForce.number };

  const at = deps.now();
  await deps.allocator.cancel(inForce.fyLabel, inForce.serial, { paymentKey: key, reason, by: by.memberId, at });
  const next = await deps.allocator.issue(key, at);
  let applied = false;
  const after = await deps.store.changePayment(key, (current) => {
    applied = receiptOf(current)?.number === inForce.number;
    if (!applied) return undefined;
    const cancelled = Array.isArray(current.cancelledReceipts) ? current.cancelledReceipts : [];
    return {
      ...current,
      ...corrections,
      ...(corrections.pan ? { wants80GReceipt: true } : {}),
      receipt: { ...next, issuedAt: at },
      cancelledReceipts: [...cancelled, { ...inForce, reason, cancelledAt: at, by: by.memberId }],
      statusHistory: [
        ...historyOf(current),
        {
          status: 'confirmed',
          at,
          by: by.memberId,
          byName: by.name,
          receiptNumber: next.number,
          reason: `${inForce.number} cancelled: ${reason}`,
        },
      ],
    };
  });
  if (!after) return { ok: false, code: 'notFound' };
  if (applied) await deps.log({ action: 'receiptCancelled', paymentKey: key, reference: referenceOf(after), by });
  return { ok: true, receiptNumber: receiptNumberOf(after) ?? next.number };
}
