// @vitest-environment node
import { describe, expect, it } from 'vitest';
import seed from '@/lib/firebase/seed/database.seed.json';
import { surveyInsights } from '@/lib/survey-insights/aggregate';
import { NO_INSIGHTS_FILTER } from '@/lib/survey-insights/types';

// The demo answers counted here by hand, apart from the code under test, so that the charts a
// fresh machine shows are checked against what the seed holds.
const answers = Object.values(seed.surveyResponses);
const indianDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const tally = (values: string[]) => {
  const counted: Record<string, number> = {};
  for (const value of values) counted[value] = (counted[value] ?? 0) + 1;
  return counted;
};
const nonZero = (rows: { key: string; count: number }[]) =>
  Object.fromEntries(rows.filter((row) => row.count > 0).map((row) => [row.key, row.count]));

describe('the survey insights of the demo seed', () => {
  const insights = surveyInsights(seed.surveyResponses, NO_INSIGHTS_FILTER);

  it('count every answer, by block, age group, occupation and interest', () => {
    expect(insights.total).toBe(answers.length);
    expect(nonZero(insights.byBlock)).toEqual(tally(answers.map((a) => a.block)));
    expect(nonZero(insights.byAgeGroup)).toEqual(tally(answers.map((a) => a.ageGroup)));
    expect(nonZero(insights.byOccupation)).toEqual(tally(answers.map((a) => a.occupation)));
    expect(nonZero(insights.interests)).toEqual(tally(answers.flatMap((a) => [...new Set(a.interests)])));
  });

  it('count answers per week in Indian time', () => {
    const mondayOf = (time: number) => {
      const day = new Date(`${indianDay.format(new Date(time))}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
      return day.toISOString().slice(0, 10);
    };
    expect(nonZero(insights.byWeek)).toEqual(tally(answers.map((a) => mondayOf(a.createdAt))));
  });

  it('say something: about thirty answers over several weeks, some blocks with none', () => {
    expect(insights.total).toBeGreaterThanOrEqual(30);
    expect(insights.byWeek.length).toBeGreaterThanOrEqual(4);
    expect(insights.byBlock.filter((row) => row.count === 0).length).toBeGreaterThan(0);
    expect(insights.byBlock.filter((row) => row.count > 1).length).toBeGreaterThan(3);
  });
});
