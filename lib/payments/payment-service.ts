import { createHash } from 'node:crypto';
import type { SubmissionStore } from '@/lib/forms/submission-service';
import type { CheckedPayment } from './payment-check';
import { newPaymentReference } from './payment-reference';
import {
  PAYMENT_REFERENCES_NODE,
  PAYMENT_SUBMISSIONS_NODE,
  PAYMENT_UTRS_NODE,
  PAYMENTS_NODE,
  type PaymentRecord,
} from './payment-record';

/**
 * Recording a payment asked for, and the UTR its payer gives afterwards. The store is the forms'
 * (lib/forms/submission-store.ts on the admin SDK), so a payment is saved once per submission id
 * exactly as a form is: the first request claims paymentSubmissions/<id> in a transaction, and a
 * repeat (a double tap, a reload that posts again, a phone that sends again) answers the same
 * payment.
 */

export interface NewPayment {
  submissionId: string;
  payment: CheckedPayment;
  /** The privacy notice's version the payer was shown and consented under. */
  noticeVersion: string;
}

export interface RecordedPayment {
  key: string;
  reference: string;
}

/** A submission id sent again with other details: not the same payment, and not silently a new one. */
export class PaymentConflictError extends Error {
  constructor() {
    super('This submission id was used for another payment');
    this.name = 'PaymentConflictError';
  }
}

interface Claim extends RecordedPayment {
  fingerprint: string;
}

const REFERENCE_TRIES = 5;

const fingerprintOf = (payment: CheckedPayment) =>
  createHash('sha256').update(JSON.stringify(payment)).digest('base64url');

function claimFrom(value: unknown): Claim | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key, reference, fingerprint } = value as Record<string, unknown>;
  if (typeof key !== 'string' || typeof reference !== 'string' || typeof fingerprint !== 'string') return null;
  return { key, reference, fingerprint };
}

async function freshReference(store: SubmissionStore, makeReference: () => string): Promise<RecordedPayment> {
  for (let attempt = 0; attempt < REFERENCE_TRIES; attempt += 1) {
    const key = store.newKey(PAYMENTS_NODE);
    const reference = makeReference();
    if ((await store.claim(`${PAYMENT_REFERENCES_NODE}/${reference}`, { key })) === null) return { key, reference };
  }
  throw new Error(`No free payment reference after ${REFERENCE_TRIES} tries`);
}

async function writePayment(input: NewPayment, claim: RecordedPayment, store: SubmissionStore): Promise<void> {
  const { purpose, amountPaise, payer, locale } = input.payment;
  const at = store.timestamp();
  const record: Omit<PaymentRecord, 'createdAt' | 'consentedAt' | 'statusHistory'> & Record<string, unknown> = {
    reference: claim.reference,
    purpose,
    amountPaise,
    ...payer,
    locale,
    status: 'pending',
    utr: '',
    noticeVersion: input.noticeVersion,
    createdAt: at,
    // The consent box is ticked with the form, so consent is given when the payment is recorded.
    consentedAt: at,
    statusHistory: [{ status: 'pending', at }],
  };
  await store.update({ [`${PAYMENTS_NODE}/${claim.key}`]: record });
}

async function answerRepeat(input: NewPayment, claim: Claim, store: SubmissionStore): Promise<RecordedPayment> {
  if (claim.fingerprint !== fingerprintOf(input.payment)) throw new PaymentConflictError();
  // The first request may have died between its claim and its write.
  if ((await store.read(`${PAYMENTS_NODE}/${claim.key}`)) === null) await writePayment(input, claim, store);
  return { key: claim.key, reference: claim.reference };
}

/** Records a pending payment once per submission id; answers its key and reference. */
export async function recordPendingPayment(
  input: NewPayment,
  store: SubmissionStore,
  makeReference: () => string = newPaymentReference,
): Promise<RecordedPayment> {
  const keyPath = `${PAYMENT_SUBMISSIONS_NODE}/${input.submissionId}`;
  const earlier = claimFrom(await store.read(keyPath));
  if (earlier) return answerRepeat(input, earlier, store);
  const fresh = await freshReference(store, makeReference);
  const claim: Claim = { ...fresh, fingerprint: fingerprintOf(input.payment) };
  // Two requests with one id at once: the one that loses answers as a repeat (its reference stays
  // claimed and unused, which harms nothing).
  const winner = claimFrom(await store.claim(keyPath, { ...claim, at: Date.now() }));
  if (winner) return answerRepeat(input, winner, store);
  await writePayment(input, claim, store);
  return fresh;
}

export type UtrOutcome = { ok: true; alsoGivenForAnother: boolean } | { ok: false; code: 'gone' };

/**
 * Keeps the UTR the payer gives (already checked as 12 digits) and marks the payment
 * 'utrSubmitted': the payer's word, which the treasurer checks against the bank statement; nothing
 * here makes it paid. A UTR first given for another payment is kept too, with that payment's
 * reference beside it, for the treasurer to look into: one bank transaction cannot pay two. The
 * same UTR again changes nothing; another one replaces it (a typo put right) and both stay in the history.
 */
export async function recordUtr(
  payment: RecordedPayment,
  utr: string,
  store: SubmissionStore,
  now: () => number = Date.now,
): Promise<UtrOutcome> {
  const first = await store.claim(`${PAYMENT_UTRS_NODE}/${utr}`, { ...payment, at: now() });
  const other = claimFrom({ fingerprint: '', ...(first as object | null) });
  const alsoGivenFor = other && other.key !== payment.key ? other.reference : undefined;
  const changed = await store.changeExisting(`${PAYMENTS_NODE}/${payment.key}`, (current) => {
    if (current.utr === utr) return current;
    // A decision made on the bank statement is not reopened by the payer's word.
    if (current.status === 'confirmed' || current.status === 'rejected') return current;
    const history = Array.isArray(current.statusHistory) ? current.statusHistory : [];
    // The flag is the replaced UTR's, not this one's.
    const rest = { ...current };
    delete rest.utrAlsoGivenFor;
    return {
      ...rest,
      status: 'utrSubmitted',
      utr,
      ...(alsoGivenFor ? { utrAlsoGivenFor: alsoGivenFor } : {}),
      statusHistory: [...history, { status: 'utrSubmitted', at: now(), utr }],
    };
  });
  return changed ? { ok: true, alsoGivenForAnother: alsoGivenFor !== undefined } : { ok: false, code: 'gone' };
}
