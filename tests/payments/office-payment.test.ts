// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OFFICE_MAX_RUPEES, recordOfficePayment, type OfficeEntry } from '@/lib/payments/office-payment';
import { emptyPaymentValues } from '@/lib/payments/payment-form';
import type { ReviewLogEntry, ReviewStore } from '@/lib/payments/payment-review-service';
import { createReceiptAllocator } from '@/lib/payments/receipt-allocator';
import { AT, treasurer } from './memory-review';
import { memoryPaymentStore } from './memory-payment-store';
import { memoryReceiptBooks } from './memory-receipt-books';

function setUp() {
  const memory = memoryPaymentStore();
  const logged: ReviewLogEntry[] = [];
  const reviewStore: ReviewStore = {
    readPayment: async (key) => (await memory.store.read(`payments/${key}`)) as Record<string, unknown> | null,
    changePayment: async (key, change) => {
      await memory.store.changeExisting(`payments/${key}`, (current) => change(current) ?? current);
      return (await memory.store.read(`payments/${key}`)) as Record<string, unknown> | null;
    },
  };
  const deps = {
    store: memory.store,
    review: {
      store: reviewStore,
      allocator: createReceiptAllocator({ store: memoryReceiptBooks().store, prefix: 'RYF' }),
      now: () => AT,
      log: async (entry: ReviewLogEntry) => void logged.push(entry),
    },
    fcraRegistered: false,
    noticeVersion: '2026-11-01',
  };
  return { deps, memory, logged };
}

const cashDonation = (rupees: string, extra: Partial<OfficeEntry> = {}): OfficeEntry => ({
  entryId: randomUUID(),
  mode: 'cash',
  bankReference: '',
  values: {
    ...emptyPaymentValues('donation', 'hi'),
    ownAmount: rupees,
    name: 'Ramesh Singh',
    mobile: '9876543210',
    citizenship: 'indian',
    consent: true,
  },
  ...extra,
});

describe('money received at the office', () => {
  it('records cash as a confirmed payment with its receipt, once for a repeated entry', async () => {
    const { deps, memory, logged } = setUp();
    const entry = cashDonation('1,500');
    const first = await recordOfficePayment(deps, entry, treasurer);
    expect(first).toMatchObject({ ok: true, receiptNumber: 'RYF/2026-27/00001' });
    expect(await recordOfficePayment(deps, entry, treasurer)).toEqual(first);
    const payments = memory.data.payments as Record<string, Record<string, unknown>>;
    expect(Object.keys(payments)).toHaveLength(1);
    const [payment] = Object.values(payments);
    expect(payment).toMatchObject({
      amountPaise: 1500_00,
      mode: 'cash',
      utr: '',
      status: 'confirmed',
      recordedBy: 'RYF009',
      locale: 'hi',
      receipt: { number: 'RYF/2026-27/00001', issuedAt: AT },
    });
    expect(logged.map((entry) => entry.action)).toEqual(['paymentRecorded', 'paymentConfirmed']);
  });

  it('records a bank transfer with its reference, and a plan at its price', async () => {
    const { deps, memory } = setUp();
    const entry: OfficeEntry = {
      ...cashDonation(''),
      mode: 'bankTransfer',
      bankReference: 'sbin 1234 5678 9012',
      values: { ...cashDonation('').values, purpose: 'family' },
    };
    expect(await recordOfficePayment(deps, entry, treasurer)).toMatchObject({ ok: true });
    const [payment] = Object.values(memory.data.payments as Record<string, Record<string, unknown>>);
    expect(payment).toMatchObject({ mode: 'bankTransfer', utr: 'SBIN123456789012', amountPaise: 250_00 });
  });

  it('refuses cash of ₹2,00,000 or more, a transfer without its reference, and a foreign citizen', async () => {
    const { deps, memory } = setUp();
    expect(OFFICE_MAX_RUPEES.cash).toBe(199_999);
    expect(await recordOfficePayment(deps, cashDonation('200000'), treasurer)).toEqual({
      ok: false,
      code: 'invalid',
      errors: { amount: 'amountMax:199999' },
    });
    expect(await recordOfficePayment(deps, cashDonation('199999'), treasurer)).toMatchObject({ ok: true });
    expect(
      await recordOfficePayment(deps, cashDonation('500', { mode: 'bankTransfer', bankReference: 'X1' }), treasurer),
    ).toEqual({ ok: false, code: 'invalid', errors: { bankReference: 'bankReference' } });
    const foreign = cashDonation('500');
    foreign.values.citizenship = 'foreign';
    expect(await recordOfficePayment(deps, foreign, treasurer)).toEqual({
      ok: false,
      code: 'invalid',
      errors: { citizenship: 'foreignRefused' },
    });
    expect(Object.keys(memory.data.payments as object)).toHaveLength(1);
  });
});
