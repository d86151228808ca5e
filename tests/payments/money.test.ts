// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPaise, isPaise, paiseToUpiAmount, rupeesToPaise } from '@/lib/payments/money';

describe('amounts in paise', () => {
  it('are whole, not negative and exactly representable', () => {
    expect(isPaise(0)).toBe(true);
    expect(isPaise(15_050)).toBe(true);
    expect(isPaise(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isPaise(-1)).toBe(false);
    expect(isPaise(1.5)).toBe(false);
    expect(isPaise(Number.NaN)).toBe(false);
    expect(isPaise(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
  });

  it('come from whole rupees, and nothing else', () => {
    expect(rupeesToPaise(0)).toBe(0);
    expect(rupeesToPaise(1)).toBe(100);
    expect(rupeesToPaise(1_00_000)).toBe(1_00_00_000);
    expect(() => rupeesToPaise(150.5)).toThrow(RangeError);
    expect(() => rupeesToPaise(-5)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    // The rupees are safe, their paise would not be.
    expect(() => rupeesToPaise(Math.floor(Number.MAX_SAFE_INTEGER / 10))).toThrow(/paise/);
  });
});

describe('the UPI amount', () => {
  it('has exactly two decimals', () => {
    expect(paiseToUpiAmount(15_000)).toBe('150.00');
    expect(paiseToUpiAmount(15_050)).toBe('150.50');
    expect(paiseToUpiAmount(15_005)).toBe('150.05');
    expect(paiseToUpiAmount(50)).toBe('0.50');
    expect(paiseToUpiAmount(1)).toBe('0.01');
    expect(paiseToUpiAmount(0)).toBe('0.00');
    expect(paiseToUpiAmount(1_00_00_000)).toBe('100000.00');
  });

  it('is never rounded, even where a float in rupees would be', () => {
    // 1.005 rupees as a float prints as 1.00 with toFixed(2); in paise there is nothing to round.
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(paiseToUpiAmount(101)).toBe('1.01');
    expect(paiseToUpiAmount(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('refuses what is not paise', () => {
    expect(() => paiseToUpiAmount(-100)).toThrow(RangeError);
    expect(() => paiseToUpiAmount(150.5)).toThrow(RangeError);
  });
});

describe('amounts for people to read', () => {
  it('use Indian grouping in English and Hindi, without decimals for whole rupees', () => {
    expect(formatPaise('en', 1_00_00_000)).toBe('₹1,00,000');
    expect(formatPaise('hi', 1_00_00_000)).toBe('₹1,00,000');
    expect(formatPaise('en', 12_34_56_700)).toBe('₹12,34,567');
    expect(formatPaise('en', 1_00_00_00_000)).toBe('₹1,00,00,000');
    expect(formatPaise('en', 0)).toBe('₹0');
  });

  it('show both places of paise when there are any', () => {
    expect(formatPaise('en', 15_050)).toBe('₹150.50');
    expect(formatPaise('hi', 15_005)).toBe('₹150.05');
    expect(formatPaise('en', 50)).toBe('₹0.50');
    expect(formatPaise('en', 12_34_56_799)).toBe('₹12,34,567.99');
  });

  it('refuses what is not paise', () => {
    expect(() => formatPaise('en', -1)).toThrow(RangeError);
    expect(() => formatPaise('hi', 0.5)).toThrow(RangeError);
  });
});
