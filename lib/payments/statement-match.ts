import type { StatementCredit } from './bank-statement';

/**
 * The bank statement's credits set against the payments waiting for the treasurer, by UTR and
 * amount. Only a clean match is proposed for confirmation: one credit with the payment's UTR, the
 * same amount, and a UTR no other payment or credit claims. Everything else is flagged for a
 * person to look at; nothing is confirmed here (the treasurer confirms what is proposed).
 */

export interface WaitingPayment {
  key: string;
  reference: string;
  utr: string;
  amountPaise: number;
  /** Set when another payment's payer gave this UTR first. */
  utrAlsoGivenFor?: string;
}

export type MatchFlag = 'amountDiffers' | 'utrUsedTwice' | 'utrTwiceInStatement';

export type PaymentMatch =
  | { kind: 'match'; payment: WaitingPayment; credit: StatementCredit }
  | { kind: 'flagged'; payment: WaitingPayment; credits: StatementCredit[]; flags: MatchFlag[] }
  | { kind: 'notFound'; payment: WaitingPayment };

export interface StatementMatches {
  payments: PaymentMatch[];
  /** Credits whose UTR no waiting payment gave (cash deposits, payments made elsewhere). */
  unclaimedCredits: StatementCredit[];
}

const groupBy = <T>(items: readonly T[], keyOf: (item: T) => string | null) => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== null) groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
};

export function matchStatement(
  credits: readonly StatementCredit[],
  waiting: readonly WaitingPayment[],
): StatementMatches {
  const creditsByUtr = groupBy(credits, (credit) => credit.utr);
  const paymentsByUtr = groupBy(waiting, (payment) => payment.utr || null);
  const payments = waiting.map((payment): PaymentMatch => {
    const found = payment.utr ? (creditsByUtr.get(payment.utr) ?? []) : [];
    if (found.length === 0) return { kind: 'notFound', payment };
    const flags: MatchFlag[] = [];
    if (payment.utrAlsoGivenFor || (paymentsByUtr.get(payment.utr)?.length ?? 0) > 1) flags.push('utrUsedTwice');
    if (found.length > 1) flags.push('utrTwiceInStatement');
    if (found.some((credit) => credit.amountPaise !== payment.amountPaise)) flags.push('amountDiffers');
    const [only] = found;
    return flags.length === 0 && only
      ? { kind: 'match', payment, credit: only }
      : { kind: 'flagged', payment, credits: found, flags };
  });
  const unclaimedCredits = credits.filter((credit) => credit.utr === null || !paymentsByUtr.has(credit.utr));
  return { payments, unclaimedCredits };
}
