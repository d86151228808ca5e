import { BLOCKS } from '@/lib/district-blocks';
import { AGE_GROUPS, INTERESTS, OCCUPATIONS } from '@/lib/forms/options';
import { indianDay, inboxRecordsFrom, type InboxRecord } from '@/lib/team/inbox';
import { weeksBetween } from './india-days';
import type { CountRow, InsightsFilter, SurveyInsights } from './types';

function countEach<Key extends string>(keys: readonly Key[], answers: readonly InboxRecord[], field: string) {
  return keys.map((key): CountRow<Key> => ({
    key,
    count: answers.filter((answer) => {
      const value = answer.fields[field];
      // An answer names an interest once however often its list repeats it.
      return Array.isArray(value) ? value.includes(key) : value === key;
    }).length,
  }));
}

/**
 * Per week rather than per day: the survey gets a few answers a week, so days would be mostly
 * empty bars, and a season of days (90 bars) cannot be read on a phone; weeks show the trend.
 * Every week of the range is listed, empty ones too, so a gap shows as a gap. The range is the
 * filter's days, or where there is none, the first or last answer's.
 */
function countByWeek(days: readonly string[], filter: InsightsFilter): CountRow[] {
  const sorted = [...days].sort();
  const first = filter.from || sorted[0];
  const last = filter.to || sorted.at(-1);
  if (!first || !last) return [];
  const perWeek = new Map(weeksBetween(first, last).map((week) => [week, 0]));
  const weeks = [...perWeek.keys()];
  for (const day of days) {
    const week = weeks.findLast((monday) => monday <= day);
    if (week !== undefined) perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  return [...perWeek].map(([key, count]) => ({ key, count }));
}

/**
 * The survey's answers (the `surveyResponses` node as read) counted for the charts: only those
 * received on the filter's days, in Indian time, and from its block. An answer the form could not
 * have sent (an unknown block or option) still counts in the total, never under a made-up name.
 */
export function surveyInsights(surveyResponses: unknown, filter: InsightsFilter): SurveyInsights {
  const answers = inboxRecordsFrom('survey', surveyResponses, undefined).filter((answer) => {
    const day = indianDay(answer.createdAt);
    if ((filter.from && day < filter.from) || (filter.to && day > filter.to)) return false;
    return !filter.block || answer.fields.block === filter.block;
  });
  const interests = countEach(INTERESTS, answers, 'interests');
  return {
    total: answers.length,
    byBlock: countEach(BLOCKS, answers, 'block'),
    byAgeGroup: countEach(AGE_GROUPS, answers, 'ageGroup'),
    byOccupation: countEach(OCCUPATIONS, answers, 'occupation'),
    // Most chosen first; equal counts keep the form's order (a stable sort).
    interests: interests.sort((a, b) => b.count - a.count),
    byWeek: countByWeek(
      answers.map((answer) => indianDay(answer.createdAt)),
      filter,
    ),
  };
}
