// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { daysBetween, indianDayBounds, isRealDay, weekStart, weeksBetween } from '@/lib/survey-insights/india-days';
import { indianDay } from '@/lib/team/inbox';

describe('days in India', () => {
  it('knows a real date from a look-alike', () => {
    expect(isRealDay('2026-11-26')).toBe(true);
    expect(isRealDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-11-6', '26-11-2026', '', '2026-11-26T00:00']) {
      expect(isRealDay(bad), bad).toBe(false);
    }
  });

  it('runs a day from 00:00 to 23:59:59.999 in India, which the inbox’s day agrees with', () => {
    const { start, end } = indianDayBounds('2026-11-09');
    expect(new Date(start).toISOString()).toBe('2026-11-08T18:30:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-11-09T18:29:59.999Z');
    expect([indianDay(start - 1), indianDay(start), indianDay(end), indianDay(end + 1)]).toEqual([
      '2026-11-08',
      '2026-11-09',
      '2026-11-09',
      '2026-11-10',
    ]);
  });

  it('starts weeks on Monday, across months and years', () => {
    expect(weekStart('2026-11-09')).toBe('2026-11-09');
    expect(weekStart('2026-11-15')).toBe('2026-11-09');
    expect(weekStart('2026-11-01')).toBe('2026-10-26');
    expect(weekStart('2027-01-02')).toBe('2026-12-28');
    expect(weeksBetween('2026-11-01', '2026-11-16')).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
    expect(weeksBetween('2026-11-10', '2026-11-11')).toEqual(['2026-11-09']);
  });

  it('counts the days of a range, both ends included', () => {
    expect(daysBetween('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysBetween('2026-10-01', '2026-11-30')).toBe(61);
  });
});
