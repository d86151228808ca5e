// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  financialYearBounds,
  financialYearLabel,
  financialYearLabelOf,
  financialYearStart,
  parseFinancialYearLabel,
  parseReceiptNumber,
  receiptNumber,
} from '@/lib/payments/financial-year';

const utc = (iso: string) => Date.parse(iso);

describe('the financial year of a moment', () => {
  it('changes at midnight India time between 31 March and 1 April, not at midnight UTC', () => {
    // 31 March 2027 23:59:59 IST is 18:29:59 UTC; 1 April 2027 00:00 IST is 18:30 UTC on 31 March.
    expect(financialYearLabel(utc('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearLabel(utc('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
    // Still 31 March in UTC, already April in India.
    expect(financialYearLabel(utc('2027-03-31T23:00:00Z'))).toBe('2027-28');
    // 1 April 2026 05:29 UTC is 10:59 IST: well inside the new year either way.
    expect(financialYearLabel(utc('2026-04-01T05:29:00Z'))).toBe('2026-27');
  });

  it('runs across the calendar year', () => {
    expect(financialYearLabel(utc('2026-12-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearLabel(utc('2026-12-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYearLabel(utc('2027-02-28T12:00:00Z'))).toBe('2026-27');
    expect(financialYearStart(utc('2027-01-15T00:00:00Z'))).toBe(2026);
  });

  it('is written across a century as the accounts write it', () => {
    expect(financialYearLabelOf(2099)).toBe('2099-00');
    expect(financialYearLabelOf(2009)).toBe('2009-10');
    expect(financialYearLabel(utc('2100-01-01T00:00:00Z'))).toBe('2099-00');
    expect(() => financialYearLabelOf(26)).toThrow(RangeError);
    expect(() => financialYearLabelOf(2026.5)).toThrow(RangeError);
  });

  it('refuses a moment that is not one', () => {
    expect(() => financialYearStart(Number.NaN)).toThrow(RangeError);
  });
});

describe('financial year labels', () => {
  it('are read back only when they are real years', () => {
    expect(parseFinancialYearLabel('2026-27')).toBe(2026);
    expect(parseFinancialYearLabel('2099-00')).toBe(2099);
    for (const label of ['2026-28', '2026-2027', '26-27', '2026/27', ' 2026-27', '0999-00', '9999-00', '']) {
      expect(parseFinancialYearLabel(label), label).toBeNull();
    }
  });

  it('give the first and last moments of the year in India time', () => {
    expect(financialYearBounds('2026-27')).toEqual({
      from: utc('2026-03-31T18:30:00.000Z'),
      to: utc('2027-03-31T18:29:59.999Z'),
    });
    const { from, to } = financialYearBounds('2026-27');
    expect(financialYearLabel(from)).toBe('2026-27');
    expect(financialYearLabel(from - 1)).toBe('2025-26');
    expect(financialYearLabel(to)).toBe('2026-27');
    expect(financialYearLabel(to + 1)).toBe('2027-28');
    expect(() => financialYearBounds('2026-28')).toThrow(RangeError);
  });
});

describe('receipt numbers', () => {
  it('name the prefix, the year and a serial of at least 5 digits', () => {
    expect(receiptNumber('RYF', '2026-27', 42)).toBe('RYF/2026-27/00042');
    expect(receiptNumber('RYF', '2026-27', 1)).toBe('RYF/2026-27/00001');
    expect(receiptNumber('RYF', '2026-27', 99_999)).toBe('RYF/2026-27/99999');
    expect(receiptNumber('RYF', '2026-27', 123_456)).toBe('RYF/2026-27/123456');
    expect(receiptNumber('RYF2', '2099-00', 7)).toBe('RYF2/2099-00/00007');
  });

  it('refuse a serial, prefix or year that would make a wrong one', () => {
    expect(() => receiptNumber('RYF', '2026-27', 0)).toThrow(RangeError);
    expect(() => receiptNumber('RYF', '2026-27', -1)).toThrow(RangeError);
    expect(() => receiptNumber('RYF', '2026-27', 4.2)).toThrow(RangeError);
    expect(() => receiptNumber('RYF', '2026-28', 1)).toThrow(RangeError);
    expect(() => receiptNumber('ryf', '2026-27', 1)).toThrow(RangeError);
    expect(() => receiptNumber('R/F', '2026-27', 1)).toThrow(RangeError);
    expect(() => receiptNumber('', '2026-27', 1)).toThrow(RangeError);
    expect(() => receiptNumber('1RYF', '2026-27', 1)).toThrow(RangeError);
  });

  it('are read back into their parts', () => {
    expect(parseReceiptNumber('RYF/2026-27/00042')).toEqual({ prefix: 'RYF', fyLabel: '2026-27', serial: 42 });
    expect(parseReceiptNumber('RYF/2026-27/123456')).toEqual({ prefix: 'RYF', fyLabel: '2026-27', serial: 123_456 });
    expect(parseReceiptNumber(' ryf/2026-27/00042 ')).toEqual({ prefix: 'RYF', fyLabel: '2026-27', serial: 42 });
    for (const serial of [1, 42, 99_999, 100_000, 9_876_543]) {
      const written = receiptNumber('RYF', '2031-32', serial);
      expect(parseReceiptNumber(written)).toEqual({ prefix: 'RYF', fyLabel: '2031-32', serial });
    }
  });

  it('are read back only in the one form they are written in', () => {
    for (const text of [
      'RYF/2026-27/042',
      'RYF/2026-27/000042',
      'RYF/2026-27/00000',
      'RYF/2026-28/00042',
      'RYF/2026-2027/00042',
      'RYF-2026-27-00042',
      'RYF/2026-27/00042/1',
      'RYF 2026-27 00042',
      '/2026-27/00042',
      'RYF/2026-27/',
      'RYF/2026-27/0004a',
      'RYF/2026-27/99999999999999999',
    ]) {
      expect(parseReceiptNumber(text), text).toBeNull();
    }
  });
});
