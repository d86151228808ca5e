/**
 * The dates a person's request must be answered by, counted in India's time (UTC+05:30, no daylight
 * saving): a request sent at 00:10 IST on a Monday counts from that Monday even though it is still
 * Sunday in UTC. Sundays are not working days; public holidays are not counted (the foundation keeps
 * the shorter promise rather than a list of holidays that varies by state and year).
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Working days the foundation gives itself to reply to a request. */
export const REPLY_WORKING_DAYS = 7;
/** Calendar months it gives itself to resolve one. */
export const RESOLVE_MONTHS = 1;

/** The India calendar day (as a UTC midnight, ms) that a moment falls on. */
const indiaDay = (at: number) => Math.floor((at + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
/** The end of an India calendar day (23:59:59.999 IST) as a moment. */
const endOfIndiaDay = (day: number) => day + DAY_MS - 1 - IST_OFFSET_MS;

/**
 * The end of the `count`-th working day after the day `at` falls on (India time): the day itself
 * does not count, as a request sent in the evening leaves no time that day.
 */
export function addWorkingDays(at: number, count: number): number {
  let day = indiaDay(at);
  let left = count;
  while (left > 0) {
    day += DAY_MS;
    if (new Date(day).getUTCDay() !== 0) left -= 1;
  }
  return endOfIndiaDay(day);
}

/**
 * The end of the same India calendar day `months` later; a day the month does not have (31
 * January + 1 month) becomes that month's last day rather than spilling into the next.
 */
export function addCalendarMonths(at: number, months: number): number {
  const start = new Date(indiaDay(at));
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return endOfIndiaDay(target.getTime());
}

/** When a request sent at `createdAt` must be replied to and resolved. */
export const requestDeadlines = (createdAt: number) => ({
  replyBy: addWorkingDays(createdAt, REPLY_WORKING_DAYS),
  resolveBy: addCalendarMonths(createdAt, RESOLVE_MONTHS),
});
