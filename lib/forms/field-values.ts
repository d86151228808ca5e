/**
 * Reading what people type into the forms, with no Zod: mobile numbers, dates and the message
 * keys of the checks. The form pages and the complaint status check use these in their first load;
 * the Zod rules (lib/forms/rules.ts) load when a form is checked.
 */

export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** An Indian mobile number: 10 digits starting with 6 to 9 (spaces, dashes and +91 are tolerated). */
export const normalizeMobile = (value: string) => value.replace(/[\s-]/g, '').replace(/^(\+91|0091|0)/, '');

/** Today's date in India, as YYYY-MM-DD. */
export const todayInIndia = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

/** Whole years between a YYYY-MM-DD birth date and `today`. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return NaN;
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** A message key and its value, e.g. 'tooShort:30' → { key: 'tooShort', limit: 30 }. */
export function parseMessage(message: string): { key: string; limit?: number } {
  const [key = message, limit] = message.split(':');
  return limit === undefined ? { key } : { key, limit: Number(limit) };
}
