import { randomInt } from 'node:crypto';

/**
 * A payment's reference, for the payer to quote and the treasurer to find in the bank statement
 * (it is the UPI link's `tr`): PAY and 8 characters from an alphabet without 0/O and 1/I, which are
 * misread when said over the phone. Letters and digits only, as the UPI reference rule asks;
 * 32^8 (about a trillion) references, so guessing one is hopeless, and the lookup also asks for the
 * mobile number.
 */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 8;
const PREFIX = 'PAY';

export const PAYMENT_REFERENCE_PATTERN = new RegExp(`^${PREFIX}[${ALPHABET}]{${LENGTH}}$`);

export function newPaymentReference(): string {
  let tail = '';
  for (let i = 0; i < LENGTH; i += 1) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `${PREFIX}${tail}`;
}

/** A reference as typed (spaces, small letters) in its written form, or null when it cannot be one. */
export function normalizePaymentReference(value: string): string | null {
  const reference = value.replace(/\s/g, '').toUpperCase();
  return PAYMENT_REFERENCE_PATTERN.test(reference) ? reference : null;
}

/**
 * The UTR (Unique Transaction Reference) every UPI app shows after a payment: 12 digits. Spaces
 * (apps group them in fours) are dropped.
 */
export const UTR_PATTERN = /^\d{12}$/;
export const normalizeUtr = (value: string): string => value.replace(/[\s-]/g, '');
