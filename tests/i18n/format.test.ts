// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRupees } from '@/lib/i18n/format';
import { intlLocales } from '@/lib/i18n/locales';
import { formatNewsDate } from '@/lib/news/format';

describe('dates and numbers follow the language', () => {
  it('uses the Indian variants of each language', () => {
    expect(intlLocales).toEqual({ en: 'en-IN', hi: 'hi-IN' });
  });

  it('writes dates in English or Hindi, in Indian time', () => {
    // 20:00 UTC is already the next day in India.
    expect(formatDate('en', '2026-03-14T20:00:00Z', { dateStyle: 'long' })).toBe('15 March 2026');
    expect(formatDate('hi', '2026-03-14T20:00:00Z', { dateStyle: 'long' })).toBe('15 मार्च 2026');
  });

  it('gives an empty string for a date it cannot read', () => {
    expect(formatDate('hi', 'not a date')).toBe('');
  });

  it('groups numbers in lakhs in both languages', () => {
    expect(formatNumber('en', 1234567)).toBe('12,34,567');
    expect(formatNumber('hi', 1234567)).toBe('12,34,567');
  });

  it('writes rupee prices without paise', () => {
    expect(formatRupees('en', 1200)).toBe('₹1,200');
    expect(formatRupees('hi', 100000)).toBe('₹1,00,000');
  });

  it('dates news in the interface language, with the time inside an article', () => {
    expect(formatNewsDate('2026-03-14T04:30:00Z', 'hi')).toBe(formatDate('hi', '2026-03-14T04:30:00Z'));
    expect(formatNewsDate('2026-03-14T04:30:00Z', 'en', true)).toMatch(/^14 March 2026.*10:00\s?am$/i);
  });
});
