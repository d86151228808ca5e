import { describe, expect, it } from 'vitest';
import {
  newPaymentReference,
  normalizePaymentReference,
  normalizeUtr,
  PAYMENT_REFERENCE_PATTERN,
  UTR_PATTERN,
} from '@/lib/payments/payment-reference';

describe('the UTR', () => {
  it('is 12 digits, spaces as apps group them dropped', () => {
    expect(normalizeUtr('4123 4567 8901')).toBe('412345678901');
    expect(UTR_PATTERN.test(normalizeUtr('4123 4567 8901'))).toBe(true);
    for (const wrong of ['41234567890', '4123456789012', '41234567890A', 'UTR412345678901', '']) {
      expect(UTR_PATTERN.test(normalizeUtr(wrong))).toBe(false);
    }
  });
});

describe('the payment reference', () => {
  it('is PAY and 8 letters and digits without 0, O, 1 or I, and is read back as typed', () => {
    for (let i = 0; i < 50; i++) expect(newPaymentReference()).toMatch(PAYMENT_REFERENCE_PATTERN);
    expect(normalizePaymentReference(' pay7k3m 9qxd ')).toBe('PAY7K3M9QXD');
    expect(normalizePaymentReference('PAY7K3M9QX0')).toBeNull();
    expect(normalizePaymentReference('PAY7K3M9QX')).toBeNull();
  });
});
