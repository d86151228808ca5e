import type { PaymentErrors, PaymentFormValues } from './payment-form';
import type { PaymentShown } from './payment-shown';

/**
 * What the payment pages' server actions answer (with or without scripts, the page shows it). No
 * Zod and nothing of the server here: the forms import these types.
 */

export type PaymentPostAnswer =
  | { kind: 'invalid'; values: PaymentFormValues; errors: PaymentErrors }
  | { kind: 'failed'; values: PaymentFormValues; reason: 'unavailable' | 'tooMany' }
  | { kind: 'created'; payment: PaymentShown };

export type LookupProblem = 'reference' | 'mobile' | 'notFound' | 'failed' | 'tooManyAttempts';

/** The lookup by reference and mobile number: what was typed, and the payment or what went wrong. */
export interface PaymentLookupAnswer {
  typed: { reference: string; mobile: string };
  problem?: LookupProblem;
  minutes?: number;
  payment?: PaymentShown;
}

export type UtrProblem = 'utr' | 'notFound' | 'failed' | 'tooManyAttempts';

/**
 * The UTR form: the UTR as typed, what went wrong if anything, and the payment whenever it was
 * proven (its status changed once the UTR is kept).
 */
export interface UtrAnswer {
  typed: string;
  problem?: UtrProblem;
  minutes?: number;
  payment?: PaymentShown;
}
