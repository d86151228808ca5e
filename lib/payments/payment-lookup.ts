import { proofMatches } from '@/lib/complaints/status-lookup';
import { limitKeyForAddress } from '@/lib/http/address-key';
import type { AttemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { normalizePaymentReference } from './payment-reference';
import { PAYMENT_REFERENCES_NODE, PAYMENT_STATUSES, PAYMENTS_NODE, type PaymentRecord } from './payment-record';

export interface PaymentLookupInput {
  reference: string;
  mobile: string;
  /** The visitor's address, for the guessing limit. */
  address: string;
}

export interface PaymentLookupDeps {
  read: (path: string) => Promise<unknown>;
  limiter: AttemptLimiter;
  log?: (message: string, detail: unknown) => void;
}

export type PaymentLookupResult =
  | { ok: true; key: string; record: PaymentRecord }
  | { ok: false; code: 'notFound' | 'failed' }
  | { ok: false; code: 'tooManyAttempts'; retryAfterMinutes: number };

const NOT_FOUND: PaymentLookupResult = { ok: false, code: 'notFound' };

/** The stored payment, or null for something the payment form did not write. */
export function paymentFrom(value: unknown): PaymentRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  const fine =
    typeof r.reference === 'string' &&
    typeof r.mobile === 'string' &&
    typeof r.amountPaise === 'number' &&
    Number.isSafeInteger(r.amountPaise) &&
    (PAYMENT_STATUSES as readonly unknown[]).includes(r.status) &&
    typeof r.purpose === 'object' &&
    r.purpose !== null;
  return fine ? (value as PaymentRecord) : null;
}

function keyFrom(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key } = value as Record<string, unknown>;
  return typeof key === 'string' ? key : null;
}

/**
 * A payment for its payer, who proves it with the reference and the mobile number given with it,
 * like the complaint status check: counted against the same kind of guessing limit before anything
 * is read, and an unknown reference and a wrong mobile number get the same "nothing found", so the
 * lookup tells nobody which references exist.
 */
export async function lookupPayment(
  input: PaymentLookupInput,
  { read, limiter, log = console.error }: PaymentLookupDeps,
): Promise<PaymentLookupResult> {
  const reference = normalizePaymentReference(input.reference);
  const keys = {
    target: `payment:${(reference ?? input.reference.trim().toUpperCase()).slice(0, 64)}`,
    source: `address:${limitKeyForAddress(input.address)}`,
  };
  try {
    const verdict = await limiter.attempt(keys);
    if (!verdict.allowed) {
      return { ok: false, code: 'tooManyAttempts', retryAfterMinutes: Math.ceil(verdict.retryAfterMs / 60_000) };
    }
    if (reference === null) return NOT_FOUND;
    const found = await (async () => {
      const key = keyFrom(await read(`${PAYMENT_REFERENCES_NODE}/${reference}`));
      return key === null ? null : { key, record: paymentFrom(await read(`${PAYMENTS_NODE}/${key}`)) };
    })().catch(async (error: unknown) => {
      // A database that does not answer checked nothing: not a guess.
      await verdict.notChecked();
      throw error;
    });
    const record = found?.record ?? null;
    const proven = await proofMatches({ mobiles: record ? [record.mobile] : [], secretHashes: [] }, reference, input);
    if (!proven || !found || !record || record.reference !== reference) return NOT_FOUND;
    await verdict.succeeded();
    return { ok: true, key: found.key, record };
  } catch (error) {
    // The limiter's or the database's error; the mobile number is never part of it.
    log('Payment lookup failed', error instanceof Error ? error.message : error);
    return { ok: false, code: 'failed' };
  }
}
