import { isVpa } from '@/lib/validation/vpa';
import { paiseToUpiAmount } from './money';

/**
 * The upi://pay address that opens a payer's UPI app (a tap on a phone, or the QR code of
 * upi-qr.ts) with the foundation as payee and the amount filled in. The parameters are those of
 * NPCI's UPI Linking Specification 1.6, written in the order of its own examples; what was relied
 * on, and what was chosen where it says nothing, is in docs/decisions/upi-payment-links.md.
 *
 * The link proves nothing: the payer can change the amount or never pay. A payment counts once
 * the bank statement shows it under its reference (`tr`).
 */

/**
 * UPI apps show only the start of a long note (public guides to the format give 50 characters as
 * the limit): a note kept to 50 is read whole, so one cut short never hides the reference in it.
 */
export const UPI_NOTE_MAX_LENGTH = 50;

/**
 * Our reference for the payment, for matching the bank statement: letters and digits only, at most
 * 35, the form NPCI has required of transaction ids since February 2025 (a reference in that form
 * passes any app or bank that applies the same check to it).
 */
export const UPI_REFERENCE_PATTERN = /^[A-Za-z0-9]{1,35}$/;

// Checked in lib/validation, where the start-up check of UPI_ID (lib/env) reads it too.
export { isVpa } from '@/lib/validation/vpa';

export interface UpiPayment {
  /** The foundation's UPI ID (`pa`). */
  payeeVpa: string;
  /** The payee's name as the payer's app shows it (`pn`). */
  payeeName: string;
  /**
   * The merchant category code the bank gave a merchant UPI ID (`mc`), four digits (8398 is
   * charitable and social service organisations). Only with a merchant UPI ID: see the decision.
   */
  merchantCode?: string;
  /** What the payer is asked to pay, in paise; more than nothing (`am`). */
  amountPaise: number;
  /** Our reference for reconciling (`tr`): see UPI_REFERENCE_PATTERN. */
  reference: string;
  /** A short note the payer sees and the statement may keep (`tn`), at most UPI_NOTE_MAX_LENGTH. */
  note: string;
  /** An https page about this payment (`url`), e.g. where its receipt will be. */
  url?: string;
}

/** A link that cannot be built: which field, and why. The values come from configuration and our own code. */
export class UpiLinkError extends Error {
  constructor(
    readonly field: keyof UpiPayment,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'UpiLinkError';
  }
}

// Control characters and line breaks would reach the payer's screen and the bank's statement.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A value percent-encoded as a URI component: a space is %20 (never '+', which some apps show as is). */
const encode = (value: string) => encodeURIComponent(value);

function checked(payment: UpiPayment): { payeeName: string; note: string } {
  if (!isVpa(payment.payeeVpa)) throw new UpiLinkError('payeeVpa', 'not a UPI ID (name@handle)');
  const payeeName = payment.payeeName.trim();
  if (payeeName.length === 0 || CONTROL.test(payeeName)) throw new UpiLinkError('payeeName', 'empty or unprintable');
  if (!Number.isSafeInteger(payment.amountPaise) || payment.amountPaise <= 0) {
    throw new UpiLinkError('amountPaise', 'not a positive whole number of paise');
  }
  if (!UPI_REFERENCE_PATTERN.test(payment.reference)) {
    throw new UpiLinkError('reference', 'not 1 to 35 letters and digits');
  }
  const note = payment.note.trim();
  if (note.length === 0 || CONTROL.test(note)) throw new UpiLinkError('note', 'empty or unprintable');
  // Counted in code points, as apps count what they show: a Hindi note is not penalised for its UTF-16 length.
  if ([...note].length > UPI_NOTE_MAX_LENGTH) {
    throw new UpiLinkError('note', `longer than ${UPI_NOTE_MAX_LENGTH} characters`);
  }
  if (payment.merchantCode !== undefined && !/^\d{4}$/.test(payment.merchantCode)) {
    throw new UpiLinkError('merchantCode', 'not four digits');
  }
  if (payment.url !== undefined && !isHttpsUrl(payment.url)) throw new UpiLinkError('url', 'not an https address');
  return { payeeName, note };
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The upi://pay address for one payment. Order: pa, pn, mc, tr, tn, am, cu, url (the specification's
 * examples; apps read the parameters by name, so the order only keeps links alike). The UPI ID is
 * written as it is: once isVpa has passed it holds only characters a URI allows in a query, and
 * the specification's own samples write its @ plainly (pa=nadeem@npci). Every other value is percent-encoded.
 */
export function upiPaymentLink(payment: UpiPayment): string {
  const { payeeName, note } = checked(payment);
  const parameters: [string, string][] = [
    ['pa', payment.payeeVpa],
    ['pn', encode(payeeName)],
  ];
  if (payment.merchantCode !== undefined) parameters.push(['mc', payment.merchantCode]);
  parameters.push(
    ['tr', payment.reference],
    ['tn', encode(note)],
    ['am', paiseToUpiAmount(payment.amountPaise)],
    // UPI moves rupees only; the specification still asks for the currency.
    ['cu', 'INR'],
  );
  if (payment.url !== undefined) parameters.push(['url', encode(payment.url)]);
  return `upi://pay?${parameters.map(([name, value]) => `${name}=${value}`).join('&')}`;
}
