/**
 * What the treasurer (or the Coordinator) decides about a payment, as pure rules the route and
 * the panel will share: which payments wait for them, what is flagged, whether a confirmation or a
 * rejection applies, and when a receipt may carry the 80G text. A payment is confirmed only by a
 * team member who found the money (bank statement, cash in hand), never on the payer's word.
 */

/** The statuses a member of PAYMENT_ROLES writes after the payer's own 'pending' and 'utrSubmitted'. */
export type ReviewedStatus = 'confirmed' | 'rejected';

/** How money reached the foundation: by UPI from the payment page, or at the office. */
export type PaymentMode = 'upi' | 'cash' | 'bankTransfer';

/** The longest reason a rejection can carry. */
export const REJECT_REASON_MAX_LENGTH = 500;

/** The statuses that wait for the treasurer: listed first. */
const AWAITING = new Set(['pending', 'utrSubmitted']);

export interface ReviewablePayment {
  status: string;
  utr: string;
  utrAlsoGivenFor?: string;
  createdAt: number;
}

/** What the treasurer should look at twice before confirming. */
export type PaymentFlag = 'utrUsedTwice';

export const paymentFlags = (payment: ReviewablePayment): PaymentFlag[] =>
  payment.utrAlsoGivenFor ? ['utrUsedTwice'] : [];

/** The treasurer's list order: the ones waiting first, oldest first (first come), then the rest newest first. */
export function treasurerOrder(a: ReviewablePayment, b: ReviewablePayment): number {
  const waitingA = AWAITING.has(a.status);
  const waitingB = AWAITING.has(b.status);
  if (waitingA !== waitingB) return waitingA ? -1 : 1;
  return waitingA ? a.createdAt - b.createdAt : b.createdAt - a.createdAt;
}

/**
 * Whether a decision applies to a payment in `status`: 'apply'; 'already' when it was made before
 * (a repeated click or a second member at once: nothing changes, no second receipt number);
 * 'refused' otherwise. A confirmed payment is not rejected (its receipt is cancelled with a reason
 * instead), and a rejected one is not confirmed (the money was not found; a new payment is
 * recorded when it is).
 */
export function reviewOutcome(status: string, decision: ReviewedStatus): 'apply' | 'already' | 'refused' {
  if (status === decision) return 'already';
  return AWAITING.has(status) ? 'apply' : 'refused';
}

/** The reason as kept, or null when there is none or it is too long. */
export function rejectReason(typed: string): string | null {
  const reason = typed.trim().replace(/\s+/g, ' ');
  return reason.length > 0 && reason.length <= REJECT_REASON_MAX_LENGTH ? reason : null;
}

/** Above this, a donation in cash earns no deduction (Income-tax Act, section 80G(5D)): ₹2,000. */
export const CASH_80G_LIMIT_PAISE = 2000_00;

/**
 * Whether the receipt carries the 80G text: a donation only (a membership is no gift), and not a
 * cash donation above ₹2,000, which the Act does not let the donor deduct.
 */
export function receiptCarries80G(payment: {
  purposeKind: 'plan' | 'donation';
  mode: PaymentMode;
  amountPaise: number;
}) {
  if (payment.purposeKind !== 'donation') return false;
  return !(payment.mode === 'cash' && payment.amountPaise > CASH_80G_LIMIT_PAISE);
}
