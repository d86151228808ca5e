// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addCalendarMonths, addWorkingDays, requestDeadlines } from '@/lib/privacy/working-days';

/** A moment given in India time (UTC+05:30). */
const ist = (y: number, m: number, d: number, h = 12, min = 0) => Date.UTC(y, m - 1, d, h, min) - 330 * 60_000;
/** The end of an India day. */
const endOf = (y: number, m: number, d: number) => ist(y, m, d, 23, 59) + 59_999;

describe('working days (Sundays do not count, India time)', () => {
  it('counts 7 working days from a Monday to the next Tuesday, skipping the Sunday', () => {
    // Monday 2 November 2026 → Tue 3 … Sat 7 (5), Mon 9 (6), Tue 10 (7).
    expect(addWorkingDays(ist(2026, 11, 2), 7)).toBe(endOf(2026, 11, 10));
  });

  it('starts counting the day after a Saturday request on the Monday', () => {
    // Saturday 7 November → Mon 9 … Sat 14 (6), Mon 16 (7).
    expect(addWorkingDays(ist(2026, 11, 7), 7)).toBe(endOf(2026, 11, 16));
  });

  it('treats a request sent on a Sunday like one sent that day, not as a working day', () => {
    expect(addWorkingDays(ist(2026, 11, 8), 7)).toBe(endOf(2026, 11, 16));
  });

  it('crosses a month end and a year end', () => {
    // Wednesday 25 November → Thu 26, Fri 27, Sat 28, Mon 30, Tue 1 Dec, Wed 2, Thu 3.
    expect(addWorkingDays(ist(2026, 11, 25), 7)).toBe(endOf(2026, 12, 3));
    // Thursday 24 December 2026 → Fri 25, Sat 26, Mon 28, Tue 29, Wed 30, Thu 31, Fri 1 Jan 2027.
    expect(addWorkingDays(ist(2026, 12, 24), 7)).toBe(endOf(2027, 1, 1));
  });

  it('goes by the India day at 23:59 and 00:00 IST, not by UTC', () => {
    // 23:59 IST on Saturday 7 November is still Saturday; 00:00 IST on Sunday 8 November is 18:30 UTC on Saturday.
    expect(addWorkingDays(ist(2026, 11, 7, 23, 59), 7)).toBe(endOf(2026, 11, 16));
    expect(addWorkingDays(ist(2026, 11, 8, 0, 0), 7)).toBe(endOf(2026, 11, 16));
    // 00:00 IST on Monday 9 November (Sunday in UTC) counts from Monday: Tue 10 … Mon 16 (6), Tue 17 (7).
    expect(new Date(ist(2026, 11, 9, 0, 0)).getUTCDay()).toBe(0);
    expect(addWorkingDays(ist(2026, 11, 9, 0, 0), 7)).toBe(endOf(2026, 11, 17));
  });
});

describe('one calendar month', () => {
  it('is the same India day a month later, or the month’s last day', () => {
    expect(addCalendarMonths(ist(2026, 11, 15), 1)).toBe(endOf(2026, 12, 15));
    expect(addCalendarMonths(ist(2026, 12, 20), 1)).toBe(endOf(2027, 1, 20));
    expect(addCalendarMonths(ist(2027, 1, 31), 1)).toBe(endOf(2027, 2, 28));
    // 00:30 IST on 1 December is 30 November in UTC: still a December request.
    expect(addCalendarMonths(ist(2026, 12, 1, 0, 30), 1)).toBe(endOf(2027, 1, 1));
  });

  it('gives both dates for a request', () => {
    expect(requestDeadlines(ist(2026, 11, 2))).toEqual({ replyBy: endOf(2026, 11, 10), resolveBy: endOf(2026, 12, 2) });
  });
});
