import '@/lib/validation/jitless-zod';
import { z } from 'zod/mini';
import { MOBILE_PATTERN, normalizeMobile } from './field-values';

/**
 * Field rules shared by every form. Each failure carries a message key (see the Forms.errors
 * catalog) so the same schema serves the browser and the server that saves the form (app/api/forms).
 * Built with Zod Mini, which runs the same Zod checks but lets the bundler keep only the ones used:
 * the browser loads these when a form is checked (lib/forms/validate.ts), and full Zod was twice
 * the download.
 */

/** The field's text as typed, then `change`d, before its checks: Zod's string().transform(). */
const changedString = <T>(change: (value: string) => T) => z.pipe(z.string(), z.transform(change));

export const mobile = () =>
  changedString(normalizeMobile).check(
    z.refine((v) => v.length > 0, { message: 'required' }),
    z.refine((v) => v.length === 0 || MOBILE_PATTERN.test(v), { message: 'mobile' }),
  );

/** An optional Indian mobile number: empty, or a valid number (normalised like mobile()). */
export const optionalMobile = () =>
  changedString(normalizeMobile).check(
    z.refine((v) => v.length === 0 || MOBILE_PATTERN.test(v), { message: 'mobile' }),
  );

const trimmed = (v: string) => v.trim();

export const text = (min: number, max: number) =>
  changedString(trimmed).check(
    z.refine((v) => v.length > 0, { message: 'required' }),
    z.refine((v) => v.length === 0 || v.length >= min, { message: `tooShort:${min}` }),
    z.refine((v) => v.length <= max, { message: `tooLong:${max}` }),
  );

export const optionalText = (max: number) =>
  changedString(trimmed).check(z.refine((v) => v.length <= max, { message: `tooLong:${max}` }));

export const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.string().check(z.refine((v) => (options as readonly string[]).includes(v), { message: 'choose' }));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date in YYYY-MM-DD form: Date.parse alone lets '2026-02-30' through (as 2 March). */
const isCalendarDate = (v: string) => {
  if (!ISO_DATE.test(v)) return false;
  const time = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
};

/** A calendar date (YYYY-MM-DD) on or before `today`; `strictlyPast` excludes today itself. */
export const pastDate = (today: () => string, strictlyPast: boolean) =>
  z.string().check(
    z.refine((v) => v.length > 0, { message: 'required' }),
    z.refine((v) => v.length === 0 || isCalendarDate(v), { message: 'date' }),
    z.refine((v) => !isCalendarDate(v) || (strictlyPast ? v < today() : v <= today()), {
      message: strictlyPast ? 'pastDate' : 'notFuture',
    }),
  );

export const consent = () => z.boolean().check(z.refine((v) => v, { message: 'consent' }));
