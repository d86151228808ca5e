import { readBankStatement } from './bank-statement';
import { isWaiting, type PaymentStatus } from './payment-record';
import { confirmPayment, type ReviewDeps, type Reviewer } from './payment-review-service';
import { matchStatement, type MatchFlag, type WaitingPayment } from './statement-match';

/**
 * The bank statement uploaded by the treasurer: its credits matched against the payments waiting,
 * and each clean match (one credit with the payment's UTR and the same amount, a UTR nobody else
 * claims) confirmed by the member who uploaded it, one after another. Anything else is answered
 * for a person to look at: never accepted on a near match. Uploading the same statement again
 * confirms nothing twice: confirmed payments no longer wait.
 */

/** A bank's statement for a month is a few hundred lines; a year of a busy account fits too. */
export const STATEMENT_MAX_BYTES = 1024 * 1024;
export const STATEMENT_MAX_LINES = 5000;

export interface StatementOutcome {
  confirmed: { paymentKey: string; reference: string; utr: string; amountPaise: number; receiptNumber: string }[];
  flagged: { paymentKey: string; reference: string; utr: string; amountPaise: number; flags: MatchFlag[] }[];
  /** Decided by someone else between the reading and the confirmation. */
  alreadyDecided: string[];
  /** Credits no waiting payment's UTR names (cash deposits, transfers recorded otherwise). */
  unclaimedCredits: number;
  skippedLines: number[];
}

export type StatementResult = { ok: true; outcome: StatementOutcome } | { ok: false; code: 'noHeading' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function waitingPayments(payments: readonly [string, Record<string, unknown>][]): WaitingPayment[] {
  return payments.flatMap(([key, p]) => {
    const status = text(p.status) as PaymentStatus;
    if (!isWaiting(status) || typeof p.amountPaise !== 'number') return [];
    const utrAlsoGivenFor = text(p.utrAlsoGivenFor);
    return [
      {
        key,
        reference: text(p.reference),
        utr: text(p.utr),
        amountPaise: p.amountPaise,
        ...(utrAlsoGivenFor && { utrAlsoGivenFor }),
      },
    ];
  });
}

export async function applyStatement(
  deps: ReviewDeps,
  payments: readonly [string, Record<string, unknown>][],
  csv: string,
  by: Reviewer,
): Promise<StatementResult> {
  const statement = readBankStatement(csv);
  if (!statement.ok) return { ok: false, code: 'noHeading' };
  const matches = matchStatement(statement.credits, waitingPayments(payments));
  const outcome: StatementOutcome = {
    confirmed: [],
    flagged: [],
    alreadyDecided: [],
    unclaimedCredits: matches.unclaimedCredits.length,
    skippedLines: statement.skippedLines,
  };
  for (const match of matches.payments) {
    const { key, reference, utr, amountPaise } = match.payment;
    if (match.kind === 'flagged')
      outcome.flagged.push({ paymentKey: key, reference, utr, amountPaise, flags: match.flags });
    if (match.kind !== 'match') continue;
    const result = await confirmPayment(deps, key, by, { via: 'bankStatement' });
    if (result.ok && result.receiptNumber) {
      outcome.confirmed.push({ paymentKey: key, reference, utr, amountPaise, receiptNumber: result.receiptNumber });
    } else {
      outcome.alreadyDecided.push(reference);
    }
  }
  return { ok: true, outcome };
}
