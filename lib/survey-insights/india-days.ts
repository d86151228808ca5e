/**
 * Days as the team counts them: in India (Asia/Kolkata), as the inbox does (indianDay). India has
 * one zone and no summer time, so a day there is always 24 hours from 18:30 UTC the day before.
 */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC of a YYYY-MM-DD day, or NaN when it is not a real date (2026-02-30). */
function utcMidnight(day: string): number {
  if (!DAY_PATTERN.test(day)) return NaN;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? NaN : time;
}

export const isRealDay = (day: string) => !Number.isNaN(utcMidnight(day));

const dayOf = (utcTime: number) => new Date(utcTime).toISOString().slice(0, 10);

/** The first and last millisecond of an Indian day. */
export function indianDayBounds(day: string): { start: number; end: number } {
  const start = utcMidnight(day) - IST_OFFSET_MS;
  return { start, end: start + DAY_MS - 1 };
}

/** The Monday of a day's week (weeks start on Monday in India, as in ISO 8601). */
export function weekStart(day: string): string {
  const midnight = utcMidnight(day);
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return dayOf(midnight - sinceMonday * DAY_MS);
}

/** The Mondays from the week of `first` to the week of `last`, in order. */
export function weeksBetween(first: string, last: string): string[] {
  const weeks: string[] = [];
  for (let time = utcMidnight(weekStart(first)); time <= utcMidnight(last); time += 7 * DAY_MS) weeks.push(dayOf(time));
  return weeks;
}

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS) + 1;
