// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ageGroupFor, isPlayerAgeGroup, PLAYER_AGE_GROUPS } from '@/lib/attendance/age-groups';

describe('a player’s age group', () => {
  it('is counted from the age on 1 January of the session’s year, so a birthday mid-season moves no one', () => {
    // 11 on 1 January 2026, 12 from March: still U-12 all year.
    expect(ageGroupFor('2014-03-10', '2026-01-05')).toBe('U-12');
    expect(ageGroupFor('2014-03-10', '2026-12-31')).toBe('U-12');
    expect(ageGroupFor('2014-03-10', '2027-01-01')).toBe('U-15');
  });

  it('puts each age at the limits in the right group, youngest first, and adults in Senior', () => {
    const cases: [string, string][] = [
      ['2015-01-01', 'U-12'], // 11
      ['2014-01-01', 'U-15'], // 12
      ['2012-01-02', 'U-15'], // 13 on 1 Jan (birthday the day after)
      ['2011-01-01', 'U-18'], // 15
      ['2009-01-01', 'U-18'], // 17
      ['2008-01-01', 'Senior'], // 18
      ['1980-06-30', 'Senior'],
    ];
    for (const [born, group] of cases) expect(ageGroupFor(born, '2026-11-20'), born).toBe(group);
    expect(PLAYER_AGE_GROUPS).toEqual(['U-12', 'U-15', 'U-18', 'Senior']);
  });

  it('is none for a missing or malformed date, or a birth after the season began', () => {
    expect(ageGroupFor('', '2026-11-20')).toBeUndefined();
    expect(ageGroupFor('20-11-2010', '2026-11-20')).toBeUndefined();
    expect(ageGroupFor('2026-06-01', '2026-11-20')).toBeUndefined();
    expect(ageGroupFor('2010-01-01', 'today')).toBeUndefined();
  });

  it('is one of the four groups only', () => {
    expect(isPlayerAgeGroup('U-15')).toBe(true);
    expect(isPlayerAgeGroup('U-9')).toBe(false);
  });
});
