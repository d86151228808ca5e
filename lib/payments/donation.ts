import '@/lib/validation/jitless-zod';
import { z } from 'zod/mini';
import { mobile, optionalText, text } from '@/lib/forms/rules';
import { isPan, normalizePan } from './pan';

/**
 * The donor's details as the donation form sends them, checked the same way in the browser and on
 * the server. Each failure carries a message key, like the other forms' (Forms.errors: 'required',
 * 'mobile', 'tooShort:2', 'tooLong:100', 'choose'), with these new ones for the catalog:
 * 'email', 'pan', 'amount' (not a whole number of rupees), 'amountMin:1' and 'amountMax:<limit>'.
 */

export const DONOR_NAME_MAX_LENGTH = 100;
export const DONOR_ADDRESS_MAX_LENGTH = 300;
/** The longest address an email can have (RFC 5321's path limit, less its angle brackets). */
export const DONOR_EMAIL_MAX_LENGTH = 254;
export const MIN_DONATION_RUPEES = 1;

/**
 * Whether the donor is an Indian citizen. A gift from a foreigner is a "foreign contribution" under
 * the Foreign Contribution (Regulation) Act, which an organisation may accept only with its own
 * registration: the answer decides whether the payment may be taken, so it is asked, never assumed.
 */
export const CITIZENSHIPS = ['indian', 'foreign'] as const;
export type Citizenship = (typeof CITIZENSHIPS)[number];

/** The field's text as typed, then `change`d, before its checks (as lib/forms/rules.ts does). */
const changedString = <T>(change: (value: string) => T) => z.pipe(z.string(), z.transform(change));

const optionalEmail = () =>
  changedString((v) => v.trim()).check(
    z.refine((v) => v.length <= DONOR_EMAIL_MAX_LENGTH, { message: `tooLong:${DONOR_EMAIL_MAX_LENGTH}` }),
    z.refine((v) => v.length === 0 || v.length > DONOR_EMAIL_MAX_LENGTH || z.regexes.email.test(v), {
      message: 'email',
    }),
  );

/**
 * An amount as people type it: spaces and the commas of Indian grouping (1,00,000) are dropped, and
 * Devanagari digits (५००, from a Hindi keyboard) read as digits. Decimals are refused rather than
 * rounded: the donor is asked again instead of being charged a different amount.
 */
const rupeeDigits = (value: string) =>
  value.replace(/[\s,]/g, '').replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

const wholeRupees = (maxRupees: number) =>
  z.pipe(
    changedString(rupeeDigits).check(
      z.refine((v) => v.length > 0, { message: 'required' }),
      z.refine((v) => v.length === 0 || /^\d+$/.test(v), { message: 'amount' }),
      z.refine((v) => !/^\d+$/.test(v) || Number(v) >= MIN_DONATION_RUPEES, {
        message: `amountMin:${MIN_DONATION_RUPEES}`,
      }),
      z.refine((v) => !/^\d+$/.test(v) || Number(v) <= maxRupees, { message: `amountMax:${maxRupees}` }),
    ),
    z.transform(Number),
  );

/** The payer's own details, the same for a plan and a donation. */
const payerShape = () => ({
  name: text(2, DONOR_NAME_MAX_LENGTH),
  mobile: mobile(),
  email: optionalEmail(),
  address: optionalText(DONOR_ADDRESS_MAX_LENGTH),
  wants80GReceipt: z.boolean(),
  // Checked below, and only when a receipt is wanted.
  pan: z.pipe(z.string().check(z.maxLength(20, { message: 'pan' })), z.transform(normalizePan)),
  citizenship: z.enum(CITIZENSHIPS, { message: 'choose' }),
});

interface ReceiptFields {
  wants80GReceipt: boolean;
  pan: string;
  address: string;
}

/**
 * The PAN and the postal address are needed only for an 80G receipt: the foundation reports each
 * such donation to the Income Tax Department (Form 10BD), with the donor's PAN and address, or the
 * donor cannot claim the deduction.
 */
const receiptNeeds = z.superRefine((value: ReceiptFields, ctx) => {
  if (!value.wants80GReceipt) return;
  if (value.pan.length === 0) ctx.addIssue({ code: 'custom', path: ['pan'], message: 'required' });
  else if (!isPan(value.pan)) ctx.addIssue({ code: 'custom', path: ['pan'], message: 'pan' });
  if (value.address.length === 0) ctx.addIssue({ code: 'custom', path: ['address'], message: 'required' });
});

/** Without a receipt a PAN is not kept, even when one was typed. */
const withoutUnneededPan = <T extends ReceiptFields>(value: T): T =>
  value.wants80GReceipt ? value : { ...value, pan: '' };

/**
 * The payer of a plan: the donor's details without an amount, which comes from the plan
 * (lib/payments/plan-amount.ts), never from the form.
 */
export function payerSchema() {
  return z.pipe(z.object(payerShape()).check(receiptNeeds), z.transform(withoutUnneededPan));
}

export type PayerDetails = z.infer<ReturnType<typeof payerSchema>>;

/**
 * The schema for a donation whose amount may be at most `maxRupees` (from the site's configuration).
 * `amountRupees` comes out as a whole number of rupees: rupeesToPaise (money.ts) before it is stored.
 */
export function donationSchema(maxRupees: number) {
  if (!Number.isSafeInteger(maxRupees) || maxRupees < MIN_DONATION_RUPEES) {
    throw new RangeError(`Not a maximum donation in rupees: ${maxRupees}`);
  }
  const details = z.object({ ...payerShape(), amountRupees: wholeRupees(maxRupees) }).check(receiptNeeds);
  return z.pipe(details, z.transform(withoutUnneededPan));
}

export type DonationDetails = z.infer<ReturnType<typeof donationSchema>>;
