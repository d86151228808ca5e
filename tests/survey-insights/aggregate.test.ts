// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BLOCKS } from '@/lib/district-blocks';
import { surveyInsights } from '@/lib/survey-insights/aggregate';
import { NO_INSIGHTS_FILTER, type InsightsFilter } from '@/lib/survey-insights/types';

/** An answer received at an ISO time (UTC unless it says otherwise), with what it chose. */
function answer(at: string, block: string, ageGroup: string, occupation: string, interests: unknown) {
  return {
    ageGroup,
    block,
    village: 'Secret Village',
    occupation,
    interests,
    needs: 'A private need',
    suggestions: 'A private suggestion',
    consent: true,
    createdAt: Date.parse(at),
    reference: `SRV-${at}`,
  };
}

// Monday 2 November 2026 starts a week; India is UTC+5:30.
const node = {
  a: answer('2026-11-02T04:30:00Z', 'Sasaram', '18-21', 'college', ['educational', 'sports']),
  b: answer('2026-11-03T10:00:00Z', 'Sasaram', '14-17', 'school', ['sports']),
  // Sunday 8 November at 23:59 in India: still the first week.
  c: answer('2026-11-08T23:59:00+05:30', 'Dehri', '22-25', 'seeking', ['social', 'sports']),
  // Monday 9 November at 00:10 in India, though still 8 November in UTC: the second week.
  d: answer('2026-11-09T00:10:00+05:30', 'Nokha', '18-21', 'farming', { 0: 'educational', 1: 'cultural' }),
  // Nothing on the week of 16 November; then one on Monday 23rd, listing an interest twice.
  e: answer('2026-11-23T09:00:00+05:30', 'Sasaram', '26-29', 'working', ['sports', 'sports']),
};

const insights = (filter: Partial<InsightsFilter> = {}, value: unknown = node) =>
  surveyInsights(value, { ...NO_INSIGHTS_FILTER, ...filter });
const counts = (rows: { key: string; count: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.count]));
const nonZero = (rows: { key: string; count: number }[]) =>
  rows.filter((r) => r.count > 0).map((r) => [r.key, r.count]);

describe('the survey insights of every answer', () => {
  const all = insights();

  it('count how many answered', () => {
    expect(all.total).toBe(5);
  });

  it('list every block of the district in order, those with no answer at zero', () => {
    expect(all.byBlock.map((row) => row.key)).toEqual([...BLOCKS]);
    expect(nonZero(all.byBlock)).toEqual([
      ['Dehri', 1],
      ['Nokha', 1],
      ['Sasaram', 3],
    ]);
    expect(all.byBlock.filter((row) => row.count === 0)).toHaveLength(BLOCKS.length - 3);
  });

  it('count each age group and occupation, in the form’s order, empty ones too', () => {
    expect(all.byAgeGroup).toEqual([
      { key: '14-17', count: 1 },
      { key: '18-21', count: 2 },
      { key: '22-25', count: 1 },
      { key: '26-29', count: 1 },
    ]);
    expect(counts(all.byOccupation)).toEqual({ school: 1, college: 1, working: 1, farming: 1, seeking: 1, other: 0 });
  });

  it('rank the interests by how many answers chose them, each answer once, ties in the form’s order', () => {
    expect(all.interests).toEqual([
      { key: 'sports', count: 4 },
      { key: 'educational', count: 2 },
      { key: 'social', count: 1 },
      { key: 'cultural', count: 1 },
    ]);
  });

  it('count answers per week of Indian days (from Monday), listing the empty weeks between', () => {
    expect(all.byWeek).toEqual([
      { key: '2026-11-02', count: 3 },
      { key: '2026-11-09', count: 1 },
      { key: '2026-11-16', count: 0 },
      { key: '2026-11-23', count: 1 },
    ]);
  });

  it('hold counts only: no village, need, suggestion or reference', () => {
    const text = JSON.stringify(all);
    for (const secret of ['Secret Village', 'private', 'SRV-']) expect(text).not.toContain(secret);
  });
});

describe('filtered insights', () => {
  it('by block: every chart counts that block’s answers, and every block is still listed', () => {
    const sasaram = insights({ block: 'Sasaram' });
    expect(sasaram.total).toBe(3);
    expect(sasaram.byBlock).toHaveLength(BLOCKS.length);
    expect(nonZero(sasaram.byBlock)).toEqual([['Sasaram', 3]]);
    expect(nonZero(sasaram.byAgeGroup)).toEqual([
      ['14-17', 1],
      ['18-21', 1],
      ['26-29', 1],
    ]);
    expect(nonZero(sasaram.byOccupation)).toEqual([
      ['school', 1],
      ['college', 1],
      ['working', 1],
    ]);
    expect(nonZero(sasaram.interests)).toEqual([
      ['sports', 3],
      ['educational', 1],
    ]);
    expect(sasaram.byWeek).toEqual([
      { key: '2026-11-02', count: 2 },
      { key: '2026-11-09', count: 0 },
      { key: '2026-11-16', count: 0 },
      { key: '2026-11-23', count: 1 },
    ]);
  });

  it('by days in India: an answer after midnight in India is on the next day, whatever UTC says', () => {
    expect(insights({ from: '2026-11-09' }).total).toBe(2);
    expect(insights({ to: '2026-11-08' }).total).toBe(3);
    expect(insights({ from: '2026-11-09', to: '2026-11-09' }).byAgeGroup).toContainEqual({ key: '18-21', count: 1 });
    expect(insights({ from: '2026-11-08', to: '2026-11-08' }).total).toBe(1);
  });

  it('takes both days of the range in full', () => {
    const range = insights({ from: '2026-11-03', to: '2026-11-23' });
    expect(range.total).toBe(4);
    expect(nonZero(range.byBlock)).toEqual([
      ['Dehri', 1],
      ['Nokha', 1],
      ['Sasaram', 2],
    ]);
  });

  it('lists the weeks of the filter’s days, even past the last answer', () => {
    expect(insights({ from: '2026-10-28', to: '2026-11-10' }).byWeek).toEqual([
      { key: '2026-10-26', count: 0 },
      { key: '2026-11-02', count: 3 },
      { key: '2026-11-09', count: 1 },
    ]);
    expect(insights({ from: '2026-11-20' }).byWeek).toEqual([
      { key: '2026-11-16', count: 0 },
      { key: '2026-11-23', count: 1 },
    ]);
  });

  it('with nothing matching: zero everywhere, every block listed, the range’s weeks empty', () => {
    const none = insights({ block: 'Chenari', from: '2026-11-01', to: '2026-11-10' });
    expect(none.total).toBe(0);
    expect(none.byBlock.map((row) => row.count)).toEqual(BLOCKS.map(() => 0));
    expect(none.interests.every((row) => row.count === 0)).toBe(true);
    expect(none.byWeek).toEqual([
      { key: '2026-10-26', count: 0 },
      { key: '2026-11-02', count: 0 },
      { key: '2026-11-09', count: 0 },
    ]);
    expect(insights({ block: 'Chenari' }).byWeek).toEqual([]);
  });
});

describe('what is read from the database', () => {
  it('an empty or missing node counts nothing', () => {
    expect(insights({}, null)).toMatchObject({ total: 0, byWeek: [] });
    expect(insights({}, {}).byBlock).toHaveLength(BLOCKS.length);
  });

  it('leaves out records with no time, and counts unknown options in the total only', () => {
    const odd = {
      ...node,
      noTime: { ...node.a, createdAt: 'yesterday' },
      unknown: answer('2026-11-04T10:00:00Z', 'Patna', '40-49', 'astronaut', ['flying']),
    };
    const result = insights({}, odd);
    expect(result.total).toBe(6);
    expect(result.byBlock.reduce((sum, row) => sum + row.count, 0)).toBe(5);
    expect(result.byAgeGroup.reduce((sum, row) => sum + row.count, 0)).toBe(5);
    expect(result.interests.map((row) => row.key)).not.toContain('flying');
    expect(result.byWeek[0]).toEqual({ key: '2026-11-02', count: 4 });
  });
});
