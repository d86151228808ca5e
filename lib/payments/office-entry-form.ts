import { parseMessage } from '@/lib/forms/field-values';
import type { Locale } from '@/lib/i18n/locales';
import { EMPTY_PAYER_VALUES, type PaymentField, type PaymentFormValues } from './payment-form';
import type { PaymentMode } from './payment-review';
import type { OfficeEntryRequest } from './payments-client';

/**
 * The treasurer's form for money received at the office, as the panel holds it while it is typed:
 * no Zod here, the server checks every field (lib/payments/office-payment.ts) and answers a message
 * key by field.
 */

export type OfficeMode = Exclude<PaymentMode, 'upi'>;
export const OFFICE_MODES: readonly OfficeMode[] = ['cash', 'bankTransfer'];

/**
 * Cash: the Income-tax Act (section 269ST) forbids taking ₹2,00,000 or more in cash from one
 * person in a day, so the largest cash entry is ₹1,99,999. A transfer has no such rule; the bound
 * only stops a mistyped amount.
 */
export const OFFICE_MAX_RUPEES: Record<OfficeMode, number> = {
  cash: 1_99_999,
  bankTransfer: 1_00_00_000,
};

/** A bank transfer's own reference: NEFT's 16 characters, IMPS's 12 digits, RTGS's 22. */
export const BANK_REFERENCE_PATTERN = /^[A-Z0-9]{6,22}$/;

/** The payment form's payer fields, and how the money came; the receipt's language is chosen. */
export type OfficeFormValues = Omit<PaymentFormValues, 'amountChoice' | 'submissionId' | 'locale'> & {
  /** '' until the member chooses: how the money came is asked, never assumed. */
  mode: OfficeMode | '';
  bankReference: string;
  /** The receipt's language. */
  locale: Locale;
};

/** The fields a message can stand beside: the payment form's, and how the money came. */
export type OfficeField = PaymentField | 'mode' | 'bankReference';
export type OfficeErrors = Partial<Record<OfficeField, string>>;

export const emptyOfficeValues = (locale: Locale): OfficeFormValues => ({
  ...EMPTY_PAYER_VALUES,
  mode: '',
  bankReference: '',
  purpose: '',
  locale,
});

/** The entry to send, or the message beside `mode` when it was not chosen (the route needs it). */
export function officeRequest(
  entryId: string,
  values: OfficeFormValues,
): { ok: true; request: OfficeEntryRequest } | { ok: false; errors: OfficeErrors } {
  const { mode, bankReference, ...rest } = values;
  if (mode === '') return { ok: false, errors: { mode: 'choose' } };
  // Cash has no reference: one typed before switching to cash is not sent.
  return { ok: true, request: { entryId, mode, bankReference: mode === 'cash' ? '' : bankReference, values: rest } };
}

/** The message keys TreasurerPayments.office.errors has. */
export const OFFICE_ERROR_KEYS = [
  'required',
  'mobile',
  'tooShort',
  'tooLong',
  'choose',
  'email',
  'pan',
  'amount',
  'amountMin',
  'amountMax',
  'amountMaxCash',
  'consent',
  'foreignRefused',
  'bankReference',
  'check',
] as const;
export type OfficeErrorKey = (typeof OFFICE_ERROR_KEYS)[number];

/**
 * A field's message key and its value, as TreasurerPayments.office.errors names them. The largest
 * amount of cash is the law's (section 269ST), not a typing slip, so it has its own message; a key
 * the panel does not know (a server newer than the page) reads as "check this field".
 */
export function officeMessage(message: string, sentMode: OfficeMode): { key: OfficeErrorKey; limit?: number } {
  const { key, limit } = parseMessage(message);
  const named = key === 'amountMax' && sentMode === 'cash' ? 'amountMaxCash' : key;
  const known = OFFICE_ERROR_KEYS.find((candidate) => candidate === named) ?? 'check';
  return limit === undefined ? { key: known } : { key: known, limit };
}
