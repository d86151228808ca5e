// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { CheckedPayment } from '@/lib/payments/payment-check';
import { lookupPayment } from '@/lib/payments/payment-lookup';
import { newPaymentReference, PAYMENT_REFERENCE_PATTERN } from '@/lib/payments/payment-reference';
import { PaymentConflictError, recordPendingPayment, recordUtr } from '@/lib/payments/payment-service';
import { UPI_REFERENCE_PATTERN } from '@/lib/payments/upi-link';
import { memoryAttemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { memoryPaymentStore, STORED_AT } from './memory-payment-store';

const payment: CheckedPayment = {
  purpose: { kind: 'plan', plan: 'player', concession: 'girl' },
  amountPaise: 7_500,
  payer: {
    name: 'Sunita Devi',
    mobile: '9876543210',
    email: '',
    address: '',
    wants80GReceipt: false,
    pan: '',
    citizenship: 'indian',
  },
  locale: 'hi',
};
const SUBMISSION = 'c7c4a0c2-7f53-4d0e-9a55-2f0b1b4f6c11';
const references = (...list: string[]) => {
  const queue = [...list];
  return () => queue.shift() ?? 'PAYZZZZZZZZ';
};

describe('a payment reference', () => {
  it('is letters and digits, fit for the UPI link’s tr, and different each time', () => {
    const made = Array.from({ length: 200 }, newPaymentReference);
    for (const reference of made) {
      expect(reference).toMatch(PAYMENT_REFERENCE_PATTERN);
      expect(reference).toMatch(UPI_REFERENCE_PATTERN);
    }
    expect(new Set(made).size).toBe(made.length);
  });
});

describe('recording a pending payment', () => {
  it('writes one record with the amount in paise, the notice, the consent and a status history', async () => {
    const { store, data } = memoryPaymentStore();
    const recorded = await recordPendingPayment(
      { submissionId: SUBMISSION, payment, noticeVersion: '2026-11-28' },
      store,
      references('PAY23456789'),
    );
    expect(recorded.reference).toBe('PAY23456789');
    expect((data.payments as Record<string, unknown>)[recorded.key]).toEqual({
      reference: 'PAY23456789',
      purpose: { kind: 'plan', plan: 'player', concession: 'girl' },
      amountPaise: 7_500,
      ...payment.payer,
      locale: 'hi',
      status: 'pending',
      utr: '',
      noticeVersion: '2026-11-28',
      createdAt: STORED_AT,
      consentedAt: STORED_AT,
      statusHistory: [{ status: 'pending', at: STORED_AT }],
    });
    expect(data.paymentReferences).toEqual({ PAY23456789: { key: recorded.key } });
  });

  it('once per submission id: a double tap or a reload answers the same payment', async () => {
    const { store, data } = memoryPaymentStore();
    const input = { submissionId: SUBMISSION, payment, noticeVersion: '2026-11-28' };
    const make = references('PAYAAAAAAAA', 'PAYBBBBBBBB');
    const [first, second] = await Promise.all([
      recordPendingPayment(input, store, make),
      recordPendingPayment(input, store, make),
    ]);
    const third = await recordPendingPayment(input, store, make);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(Object.keys(data.payments as object)).toHaveLength(1);
  });

  it('writes the record a first request claimed but never wrote', async () => {
    const { store, data } = memoryPaymentStore();
    const input = { submissionId: SUBMISSION, payment, noticeVersion: '2026-11-28' };
    const recorded = await recordPendingPayment(input, store, references('PAYAAAAAAAA'));
    delete (data.payments as Record<string, unknown>)[recorded.key];
    expect(await recordPendingPayment(input, store)).toEqual(recorded);
    expect((data.payments as Record<string, unknown>)[recorded.key]).toMatchObject({ reference: 'PAYAAAAAAAA' });
  });

  it('refuses a submission id sent again with other details', async () => {
    const { store } = memoryPaymentStore();
    await recordPendingPayment({ submissionId: SUBMISSION, payment, noticeVersion: 'v' }, store);
    await expect(
      recordPendingPayment(
        { submissionId: SUBMISSION, payment: { ...payment, amountPaise: 15_000 }, noticeVersion: 'v' },
        store,
      ),
    ).rejects.toBeInstanceOf(PaymentConflictError);
  });

  it('never gives two payments one reference', async () => {
    const { store } = memoryPaymentStore();
    const make = references('PAYAAAAAAAA', 'PAYAAAAAAAA', 'PAYCCCCCCCC');
    const first = await recordPendingPayment({ submissionId: 'a', payment, noticeVersion: 'v' }, store, make);
    const second = await recordPendingPayment({ submissionId: 'b', payment, noticeVersion: 'v' }, store, make);
    expect([first.reference, second.reference]).toEqual(['PAYAAAAAAAA', 'PAYCCCCCCCC']);
  });
});

describe('the UTR', () => {
  async function twoPayments() {
    const memory = memoryPaymentStore();
    const make = references('PAYAAAAAAAA', 'PAYBBBBBBBB');
    const first = await recordPendingPayment({ submissionId: 'a', payment, noticeVersion: 'v' }, memory.store, make);
    const second = await recordPendingPayment({ submissionId: 'b', payment, noticeVersion: 'v' }, memory.store, make);
    const stored = (key: string) => (memory.data.payments as Record<string, Record<string, unknown>>)[key];
    return { ...memory, first, second, stored };
  }

  it('is kept with status utrSubmitted and a history entry, never marked paid', async () => {
    const { store, first, stored } = await twoPayments();
    expect(await recordUtr(first, '412345678901', store, () => STORED_AT + 60_000)).toEqual({
      ok: true,
      alsoGivenForAnother: false,
    });
    expect(stored(first.key)).toMatchObject({
      status: 'utrSubmitted',
      utr: '412345678901',
      statusHistory: [
        { status: 'pending', at: STORED_AT },
        { status: 'utrSubmitted', at: STORED_AT + 60_000, utr: '412345678901' },
      ],
    });
    expect(stored(first.key)).not.toHaveProperty('utrAlsoGivenFor');
    // The same UTR again changes nothing.
    await recordUtr(first, '412345678901', store);
    expect(stored(first.key)?.statusHistory).toHaveLength(2);
  });

  it('given already for another payment is flagged for the treasurer, not silently accepted', async () => {
    const { store, first, second, stored } = await twoPayments();
    await recordUtr(first, '412345678901', store);
    expect(await recordUtr(second, '412345678901', store)).toEqual({ ok: true, alsoGivenForAnother: true });
    expect(stored(second.key)).toMatchObject({ utr: '412345678901', utrAlsoGivenFor: 'PAYAAAAAAAA' });
    // Put right with the payer's own UTR, the flag goes and both stay in the history.
    await recordUtr(second, '498765432109', store);
    expect(stored(second.key)).not.toHaveProperty('utrAlsoGivenFor');
    expect((stored(second.key)?.statusHistory as { utr?: string }[]).map((e) => e.utr)).toEqual([
      undefined,
      '412345678901',
      '498765432109',
    ]);
  });
});

describe('a payment the treasurer decided', () => {
  it.each(['confirmed', 'rejected'])(
    'is %s still when its payer sends a UTR, and found by its payer',
    async (status) => {
      const memory = memoryPaymentStore();
      const recorded = await recordPendingPayment(
        { submissionId: 'a', payment, noticeVersion: 'v' },
        memory.store,
        references('PAYAAAAAAAA'),
      );
      const payments = memory.data.payments as Record<string, Record<string, unknown>>;
      payments[recorded.key] = { ...payments[recorded.key], status, utr: '412345678901' };
      await recordUtr(recorded, '498765432109', memory.store);
      expect(payments[recorded.key]).toMatchObject({ status, utr: '412345678901' });
      const found = await lookupPayment(
        { reference: 'PAYAAAAAAAA', mobile: '9876543210', address: '203.0.113.1' },
        { read: memory.store.read, limiter: memoryAttemptLimiter(), log: vi.fn() },
      );
      expect(found).toMatchObject({ ok: true, record: { status } });
    },
  );
});

describe('finding a payment', () => {
  async function stored() {
    const memory = memoryPaymentStore();
    const recorded = await recordPendingPayment(
      { submissionId: 'a', payment, noticeVersion: 'v' },
      memory.store,
      references('PAY23456789'),
    );
    const deps = { read: memory.store.read, limiter: memoryAttemptLimiter(), log: vi.fn() };
    return { recorded, deps };
  }

  it('needs both the reference and the mobile number given with it', async () => {
    const { recorded, deps } = await stored();
    const found = await lookupPayment(
      { reference: ' pay23456789 ', mobile: '98765 43210', address: '203.0.113.7' },
      deps,
    );
    expect(found).toMatchObject({
      ok: true,
      key: recorded.key,
      record: { reference: 'PAY23456789', amountPaise: 7_500 },
    });
  });

  it('answers the same “nothing found” for a wrong mobile number and an unknown reference', async () => {
    const { deps } = await stored();
    const wrongMobile = await lookupPayment({ reference: 'PAY23456789', mobile: '9123456789', address: 'a' }, deps);
    const unknown = await lookupPayment({ reference: 'PAY98765432', mobile: '9876543210', address: 'a' }, deps);
    const malformed = await lookupPayment({ reference: 'CMP-AB12CD34', mobile: '9876543210', address: 'a' }, deps);
    expect(wrongMobile).toEqual({ ok: false, code: 'notFound' });
    expect(unknown).toEqual(wrongMobile);
    expect(malformed).toEqual(wrongMobile);
  });

  it('stops guessing at a reference from one address', async () => {
    const { deps } = await stored();
    for (let i = 0; i < 5; i += 1) {
      await lookupPayment({ reference: 'PAY23456789', mobile: `91234567${10 + i}`, address: 'a' }, deps);
    }
    expect(await lookupPayment({ reference: 'PAY23456789', mobile: '9876543210', address: 'a' }, deps)).toMatchObject({
      ok: false,
      code: 'tooManyAttempts',
    });
  });

  it('says it failed, naming no mobile number, when the database does not answer', async () => {
    const { deps } = await stored();
    const failing = { ...deps, read: () => Promise.reject(new Error('timeout')) };
    expect(await lookupPayment({ reference: 'PAY23456789', mobile: '9876543210', address: 'a' }, failing)).toEqual({
      ok: false,
      code: 'failed',
    });
    expect(JSON.stringify(deps.log.mock.calls)).not.toContain('9876543210');
  });
});
