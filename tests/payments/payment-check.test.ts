// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PLAN_CONCESSION, PLAN_PRICES } from '@/lib/content/plan-prices';
import { getContent } from '@/lib/content';
import { checkPayment, type PaymentLimits } from '@/lib/payments/payment-check';
import { emptyPaymentValues, type PaymentFormValues } from '@/lib/payments/payment-form';
import { planAmountPaise } from '@/lib/payments/plan-amount';

const limits: PaymentLimits = { maxDonationRupees: 100_000, fcraRegistered: false };
const payer = {
  name: 'Sunita Devi',
  mobile: '+91 98765 43210',
  citizenship: 'indian',
  consent: true,
};
const values = (changes: Partial<PaymentFormValues>): PaymentFormValues => ({
  ...emptyPaymentValues('donation', 'en'),
  ...payer,
  ...changes,
});

describe('a plan’s amount', () => {
  it('is the plans page’s own price, in paise', () => {
    for (const plan of getContent('en').plans.plans) {
      expect(planAmountPaise(plan.id, null)).toBe(plan.priceInr * 100);
      expect(getContent('hi').plans.plans.find((p) => p.id === plan.id)?.priceInr).toBe(PLAN_PRICES[plan.id].rupees);
    }
  });

  it('takes the concession the Subscription Info page states, on the player plan only', () => {
    expect(PLAN_CONCESSION).toEqual({ plan: 'player', percentOff: 50 });
    const info = getContent('en')
      .info.subscriptionInfo.sections.flatMap((s) => s.paragraphs)
      .join(' ');
    expect(info).toContain(
      'Girls, children of single parents and children with a disability get a 50% concession on the player plan',
    );
    expect(planAmountPaise('player', 'girl')).toBe(7_500);
    expect(planAmountPaise('player', 'disability')).toBe(7_500);
    expect(planAmountPaise('family', 'girl')).toBe(25_000);
  });

  it('comes from the plan, never from the form', () => {
    const checked = checkPayment(
      values({ purpose: 'player', concession: 'singleParent', amountChoice: 'own', ownAmount: '1' }),
      limits,
    );
    expect(checked).toMatchObject({
      ok: true,
      payment: { purpose: { kind: 'plan', plan: 'player', concession: 'singleParent' }, amountPaise: 7_500 },
    });
    expect(checkPayment(values({ purpose: 'patron', concession: 'girl' }), limits)).toMatchObject({
      ok: true,
      payment: { purpose: { kind: 'plan', plan: 'patron', concession: null }, amountPaise: 500_000 },
    });
  });

  it('refuses a purpose or concession the site does not offer', () => {
    expect(checkPayment(values({ purpose: 'gold' }), limits)).toMatchObject({
      ok: false,
      errors: { purpose: 'choose' },
    });
    expect(checkPayment(values({ purpose: 'player', concession: 'friend' }), limits)).toMatchObject({
      ok: false,
      errors: { concession: 'choose' },
    });
  });
});

describe('a donation', () => {
  it('is a preset or one’s own amount, whole rupees, in paise', () => {
    expect(checkPayment(values({ amountChoice: '1000' }), limits)).toMatchObject({
      ok: true,
      payment: { purpose: { kind: 'donation' }, amountPaise: 100_000, payer: { mobile: '9876543210' } },
    });
    expect(checkPayment(values({ amountChoice: 'own', ownAmount: '1,00,000' }), limits)).toMatchObject({
      ok: true,
      payment: { amountPaise: 10_000_000 },
    });
  });

  it('stays within 1 rupee and the configured maximum, and is never rounded', () => {
    const error = (ownAmount: string) => {
      const checked = checkPayment(values({ amountChoice: 'own', ownAmount }), limits);
      return checked.ok ? null : checked.errors.amount;
    };
    expect(error('0')).toBe('amountMin:1');
    expect(error('100001')).toBe('amountMax:100000');
    expect(error('150.50')).toBe('amount');
    expect(error('')).toBe('required');
    expect(error('500')).toBeNull();
  });
});

describe('the payer', () => {
  it('gives a PAN in its form, and an address, only for an 80G receipt', () => {
    expect(
      checkPayment(values({ amountChoice: '500', wants80GReceipt: true, pan: 'ABCPE1234' }), limits),
    ).toMatchObject({
      ok: false,
      errors: { pan: 'pan', address: 'required' },
    });
    const kept = checkPayment(
      values({ amountChoice: '500', wants80GReceipt: true, pan: ' abcpe1234f ', address: 'Station Road, Sasaram' }),
      limits,
    );
    expect(kept).toMatchObject({ ok: true, payment: { payer: { pan: 'ABCPE1234F', wants80GReceipt: true } } });
    expect(checkPayment(values({ amountChoice: '500', pan: 'ABCPE1234F' }), limits)).toMatchObject({
      ok: true,
      payment: { payer: { pan: '' } },
    });
  });

  it('who is not an Indian citizen is refused unless the trust holds FCRA registration', () => {
    const foreign = values({ amountChoice: '500', citizenship: 'foreign' });
    expect(checkPayment(foreign, limits)).toEqual({ ok: false, errors: { citizenship: 'foreignRefused' } });
    expect(checkPayment(foreign, { ...limits, fcraRegistered: true })).toMatchObject({ ok: true });
    expect(checkPayment(values({ amountChoice: '500', citizenship: '' }), limits)).toMatchObject({
      errors: { citizenship: 'choose' },
    });
  });

  it('is told every wrong field at once, the consent box included', () => {
    const checked = checkPayment(
      { ...emptyPaymentValues('player', 'hi'), name: 'S', mobile: '12345', email: 'not-an-email' },
      limits,
    );
    expect(checked).toEqual({
      ok: false,
      errors: { name: 'tooShort:2', mobile: 'mobile', email: 'email', citizenship: 'choose', consent: 'consent' },
    });
  });
});
