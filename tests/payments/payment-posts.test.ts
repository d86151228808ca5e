// @vitest-environment node
// The payment pages' posts, as the server actions answer them with or without scripts.
import { describe, expect, it, vi } from 'vitest';
import { lookupPayment } from '@/lib/payments/payment-lookup';
import { answerPaymentLookupPost, answerPaymentPost, answerUtrPost } from '@/lib/payments/payment-posts';
import type { PaymentSettings } from '@/lib/payments/settings';
import { memoryAttemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { memoryPaymentStore } from './memory-payment-store';

vi.mock('server-only', () => ({}));

const settings: PaymentSettings = {
  payeeVpa: 'rohtasyuva@sbi',
  payeeName: 'Rohtas Yuva Foundation',
  maxDonationRupees: 100_000,
  donationPresetsRupees: [500, 1000],
  fcraRegistered: false,
};
const SUBMISSION = 'c7c4a0c2-7f53-4d0e-9a55-2f0b1b4f6c11';

function post(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}
const planPost = {
  purpose: 'player',
  concession: 'girl',
  name: 'Sunita Devi',
  mobile: '98765 43210',
  citizenship: 'indian',
  consent: 'on',
  locale: 'hi',
  submissionId: SUBMISSION,
};

function deps(overrides: Partial<PaymentSettings> = {}) {
  const memory = memoryPaymentStore();
  const limiter = memoryAttemptLimiter();
  const shared = {
    settings: { ...settings, ...overrides },
    shortName: 'RYF',
    qrTitle: vi.fn(async (locale: string, paise: number) => `QR ${locale} ${paise}`),
  };
  return {
    memory,
    pay: { ...shared, store: async () => memory.store, noticeVersion: '2026-11-28', log: vi.fn() },
    find: {
      ...shared,
      lookup: (input: Parameters<typeof lookupPayment>[0]) =>
        lookupPayment(input, { read: memory.store.read, limiter }),
    },
  };
}

describe('the payment form, posted', () => {
  it('records the payment and answers the amount, reference, UPI link and QR code', async () => {
    const d = deps();
    const answer = await answerPaymentPost(post(planPost), d.pay);
    if (answer.kind !== 'created') throw new Error(`Not created: ${JSON.stringify(answer)}`);
    const { reference, upiLink, qrSvg, amountPaise, status, proofMobile } = answer.payment;
    expect({ amountPaise, status, proofMobile }).toEqual({
      amountPaise: 7_500,
      status: 'pending',
      proofMobile: '9876543210',
    });
    expect(upiLink).toBe(
      `upi://pay?pa=rohtasyuva@sbi&pn=Rohtas%20Yuva%20Foundation&tr=${reference}&tn=RYF%20player%20plan%20${reference}&am=75.00&cu=INR`,
    );
    expect(qrSvg).toMatch(/^<svg[^>]*role="img"/);
    expect(qrSvg).toContain('<title>QR hi 7500</title>');
    expect(d.memory.data.payments).toBeDefined();
  });

  it('makes one payment of a double tap or a reload that posts again', async () => {
    const d = deps();
    const [first, second] = await Promise.all([
      answerPaymentPost(post(planPost), d.pay),
      answerPaymentPost(post(planPost), d.pay),
    ]);
    const third = await answerPaymentPost(post(planPost), d.pay);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(Object.keys(d.memory.data.payments as object)).toHaveLength(1);
    // Another page (another id) is another payment.
    await answerPaymentPost(post({ ...planPost, submissionId: 'd3b07384-d9a0-4c9b-8a5f-2b7c1e0f3a44' }), d.pay);
    expect(Object.keys(d.memory.data.payments as object)).toHaveLength(2);
  });

  it('answers every wrong field, keeps what was typed and records nothing', async () => {
    const d = deps();
    const answer = await answerPaymentPost(
      post({
        purpose: 'donation',
        amountChoice: 'own',
        ownAmount: '250000',
        name: 'Sunita',
        mobile: '123',
        citizenship: 'foreign',
        locale: 'en',
      }),
      d.pay,
    );
    expect(answer).toMatchObject({
      kind: 'invalid',
      values: { ownAmount: '250000', mobile: '123', name: 'Sunita' },
      errors: { amount: 'amountMax:100000', mobile: 'mobile', citizenship: 'foreignRefused', consent: 'consent' },
    });
    expect(d.memory.data.payments).toBeUndefined();
  });

  it('takes no payment where no UPI ID is set, and none from a bot', async () => {
    const unset = deps({ payeeVpa: null });
    expect(await answerPaymentPost(post(planPost), unset.pay)).toMatchObject({ kind: 'failed', reason: 'unavailable' });
    const bot = deps();
    expect(await answerPaymentPost(post({ ...planPost, website: 'spam' }), bot.pay)).toMatchObject({ kind: 'failed' });
    expect(unset.memory.data.payments ?? bot.memory.data.payments).toBeUndefined();
  });
});

describe('coming back to a payment, and its UTR', () => {
  async function created() {
    const d = deps();
    const answer = await answerPaymentPost(post(planPost), d.pay);
    if (answer.kind !== 'created') throw new Error('Not created');
    return { d, reference: answer.payment.reference };
  }

  it('finds it by reference and mobile number, with its QR code again', async () => {
    const { d, reference } = await created();
    const found = await answerPaymentLookupPost(
      post({ reference: reference.toLowerCase(), mobile: '9876543210' }),
      'a',
      d.find,
    );
    expect(found.payment).toMatchObject({ reference, amountPaise: 7_500, status: 'pending' });
    expect(found.payment?.qrSvg).toContain('<svg');
  });

  it('names a malformed field before anything is counted, and answers nothing found for a wrong mobile number', async () => {
    const { d, reference } = await created();
    expect(
      (await answerPaymentLookupPost(post({ reference: 'PAY1', mobile: '9876543210' }), 'a', d.find)).problem,
    ).toBe('reference');
    expect((await answerPaymentLookupPost(post({ reference, mobile: '12' }), 'a', d.find)).problem).toBe('mobile');
    const wrong = await answerPaymentLookupPost(post({ reference, mobile: '9123456789' }), 'a', d.find);
    expect(wrong).toEqual({ typed: { reference, mobile: '9123456789' }, problem: 'notFound' });
  });

  it('keeps a 12-digit UTR after proving the payment again, and refuses anything else', async () => {
    const { d, reference } = await created();
    const utrDeps = { ...d.find, store: async () => d.memory.store };
    const wrong = await answerUtrPost(post({ reference, mobile: '9876543210', utr: '4123 4567 890' }), 'a', utrDeps);
    expect(wrong).toMatchObject({ typed: '4123 4567 890', problem: 'utr', payment: { reference, status: 'pending' } });
    expect(
      (await answerUtrPost(post({ reference, mobile: '9123456789', utr: '412345678901' }), 'a', utrDeps)).problem,
    ).toBe('notFound');
    const saved = await answerUtrPost(post({ reference, mobile: '9876543210', utr: '4123 4567 8901' }), 'a', utrDeps);
    expect(saved.payment).toMatchObject({ status: 'utrSubmitted', utr: '412345678901', utrFlagged: false });
  });

  it('flags a UTR given for another payment', async () => {
    const { d, reference } = await created();
    const other = await answerPaymentPost(
      post({ ...planPost, submissionId: 'd3b07384-d9a0-4c9b-8a5f-2b7c1e0f3a44' }),
      d.pay,
    );
    if (other.kind !== 'created') throw new Error('Not created');
    const utrDeps = { ...d.find, store: async () => d.memory.store };
    await answerUtrPost(post({ reference, mobile: '9876543210', utr: '412345678901' }), 'a', utrDeps);
    const second = await answerUtrPost(
      post({ reference: other.payment.reference, mobile: '9876543210', utr: '412345678901' }),
      'a',
      utrDeps,
    );
    expect(second.payment).toMatchObject({ status: 'utrSubmitted', utrFlagged: true });
  });
});
