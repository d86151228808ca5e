import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { CANCEL_REASON_MAX_LENGTH } from './receipt-book';
import {
  paymentFlags,
  REJECT_REASON_MAX_LENGTH,
  treasurerOrder,
  type PaymentFlag,
  type PaymentMode,
} from './payment-review';

/**
 * A payment as the treasurer's list shows it: what the accounts need to find it in the bank
 * statement, and nothing more of the payer (no mobile number, address or PAN).
 */
export interface ReviewListItem {
  key: string;
  reference: string;
  status: string;
  amountPaise: number;
  /** 'donation' or 'plan:<plan id>'. */
  purpose: string;
  /** Whether a plan was paid with its concession. */
  concession: boolean;
  /** How the money came: by UPI (the site's link or QR code), or cash or a transfer at the office. */
  mode: PaymentMode;
  name: string;
  utr: string;
  flags: PaymentFlag[];
  createdAt: number;
  receiptNumber: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);

function purposeOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const purpose = value as Record<string, unknown>;
  return purpose.kind === 'plan' ? `plan:${text(purpose.plan)}` : text(purpose.kind);
}

const MODES: readonly PaymentMode[] = ['upi', 'cash', 'bankTransfer'];
// A payment made on the site has no mode stored: only the office's entries record one.
const modeOf = (value: unknown): PaymentMode => MODES.find((mode) => mode === value) ?? 'upi';

const hasConcession = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>).concession === 'string';

/** The stored payments as the list shows them, the ones waiting first. */
export function reviewList(payments: readonly [string, Record<string, unknown>][]): ReviewListItem[] {
  const items = payments.map(([key, p]): ReviewListItem => {
    const receipt = typeof p.receipt === 'object' && p.receipt !== null ? (p.receipt as Record<string, unknown>) : {};
    const utrAlsoGivenFor = text(p.utrAlsoGivenFor);
    return {
      key,
      reference: text(p.reference),
      status: text(p.status),
      amountPaise: count(p.amountPaise),
      purpose: purposeOf(p.purpose),
      concession: hasConcession(p.purpose),
      mode: modeOf(p.mode),
      name: text(p.name),
      utr: text(p.utr),
      flags: paymentFlags({
        status: text(p.status),
        utr: text(p.utr),
        createdAt: count(p.createdAt),
        ...(utrAlsoGivenFor && { utrAlsoGivenFor }),
      }),
      createdAt: count(p.createdAt),
      receiptNumber: text(receipt.number) || null,
    };
  });
  return items.sort(treasurerOrder);
}

/** A payment key as the database makes them (push keys) or the tests name them. */
const paymentKey = z.string().regex(/^-?[A-Za-z0-9_-]{1,40}$/);

const shortText = (max: number) => z.string().max(max);

/** A payment received at the office, as the panel's form sends it (checked again as the payment form is). */
const officeValues = z.strictObject({
  purpose: shortText(20),
  concession: shortText(20),
  ownAmount: shortText(20),
  name: shortText(200),
  mobile: shortText(30),
  email: shortText(200),
  address: shortText(600),
  wants80GReceipt: z.boolean(),
  pan: shortText(20),
  citizenship: shortText(20),
  consent: z.boolean(),
  locale: z.enum(['en', 'hi']),
});

/** What the treasurer's panel posts. */
export const paymentActionSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('recordOffice'),
    entryId: z.uuid(),
    mode: z.enum(['cash', 'bankTransfer']),
    bankReference: shortText(40),
    values: officeValues,
  }),
  z.strictObject({
    action: z.literal('reissue'),
    paymentKey,
    receiptNumber: shortText(40),
    reason: z
      .string()
      .min(1)
      .max(CANCEL_REASON_MAX_LENGTH * 2),
    corrections: z
      .strictObject({
        name: shortText(200).optional(),
        address: shortText(600).optional(),
        pan: shortText(20).optional(),
      })
      .optional(),
  }),
  z.strictObject({ action: z.literal('confirm'), paymentKey }),
  z.strictObject({
    action: z.literal('reject'),
    paymentKey,
    reason: z
      .string()
      .min(1)
      .max(REJECT_REASON_MAX_LENGTH * 2),
  }),
]);

export type PaymentActionBody = z.infer<typeof paymentActionSchema>;
