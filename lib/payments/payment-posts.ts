import 'server-only';
import { createHash } from 'node:crypto';
import type { SubmissionStore } from '@/lib/forms/submission-service';
import { HONEYPOT_FIELD, SUBMISSION_ID_PATTERN } from '@/lib/forms/submission';
import { postedText } from '@/lib/forms/form-data-values';
import { MOBILE_PATTERN, normalizeMobile } from '@/lib/forms/field-values';
import type { Locale } from '@/lib/i18n/locales';
import { checkPayment, type CheckedPayment } from './payment-check';
import { paymentValuesFromFormData } from './payment-form';
import type { PaymentLookupAnswer, PaymentPostAnswer, UtrAnswer } from './payment-answers';
import type { PaymentLookupInput, PaymentLookupResult } from './payment-lookup';
import { normalizePaymentReference, normalizeUtr, UTR_PATTERN } from './payment-reference';
import type { PaymentRecord } from './payment-record';
import type { ReceiptShown } from './receipt-view';
import { recordPendingPayment, recordUtr } from './payment-service';
import { showPayment, type PaymentShown } from './payment-shown';
import type { PaymentSettings } from './settings';

/**
 * The payment pages' posts, answered with what the page shows: the same with or without scripts
 * (lib/payments/payment-actions.ts hands them the request's address, limits and services).
 */

interface ShowDeps {
  settings: PaymentSettings;
  shortName: string;
  /** The QR code's title in the payment's language, e.g. "QR code: pay ₹500 to … by UPI". */
  qrTitle: (locale: Locale, amountPaise: number) => Promise<string>;
  /** A confirmed payment's receipt, written in the page's language. */
  receipt?: (record: PaymentRecord, locale: Locale) => ReceiptShown | null;
}

export interface PaymentPostDeps extends ShowDeps {
  store: () => Promise<SubmissionStore>;
  noticeVersion: string;
  log?: (message: string, detail: unknown) => void;
}

/**
 * One payment per submission id and details: the page carries an id made when it was rendered, so a
 * double tap or a reload that posts again is the same payment. The details are part of the key, so
 * an id that was reused (a page kept offline and filled in again with other details) makes another
 * payment instead of answering someone else's.
 */
const submissionKeyOf = (submissionId: string, payment: CheckedPayment) =>
  createHash('sha256')
    .update(JSON.stringify([SUBMISSION_ID_PATTERN.test(submissionId) ? submissionId : crypto.randomUUID(), payment]))
    .digest('base64url');

async function shown(
  record: Pick<PaymentRecord, 'reference' | 'amountPaise' | 'purpose' | 'status' | 'utr' | 'locale'> & {
    utrAlsoGivenFor?: string;
  },
  proofMobile: string,
  deps: ShowDeps,
): Promise<PaymentShown | null> {
  const { payeeVpa, payeeName } = deps.settings;
  if (!payeeVpa) return null;
  const qrTitle = await deps.qrTitle(record.locale, record.amountPaise);
  return showPayment(record, { payeeVpa, payeeName }, { qrTitle, shortName: deps.shortName, proofMobile });
}

/** A stored payment for its payer, with its receipt once confirmed, in the page's language. */
async function shownWithReceipt(record: PaymentRecord, proofMobile: string, deps: ShowDeps, pageLocale: Locale) {
  const payment = await shown(record, proofMobile, deps);
  const receipt = payment && deps.receipt?.(record, pageLocale);
  return payment && receipt ? { ...payment, receipt } : payment;
}

/** The page's language as its form says, else the payment's own. */
const pageLocaleOf = (data: FormData, record: PaymentRecord): Locale => {
  const posted = postedText(data.get('locale'));
  return posted === 'hi' || posted === 'en' ? posted : record.locale;
};

/** The payment form: checked, recorded once, answered with the payment to pay. */
export async function answerPaymentPost(data: FormData, deps: PaymentPostDeps): Promise<PaymentPostAnswer> {
  const values = paymentValuesFromFormData(data);
  // A filled hidden field means a bot: nothing is recorded.
  if (postedText(data.get(HONEYPOT_FIELD))) return { kind: 'failed', values, reason: 'unavailable' };
  const checked = checkPayment(values, deps.settings);
  if (!checked.ok) return { kind: 'invalid', values, errors: checked.errors };
  if (!deps.settings.payeeVpa) return { kind: 'failed', values, reason: 'unavailable' };
  const { payment } = checked;
  try {
    const recorded = await recordPendingPayment(
      { submissionId: submissionKeyOf(values.submissionId, payment), payment, noticeVersion: deps.noticeVersion },
      await deps.store(),
    );
    const view = await shown(
      { ...payment, reference: recorded.reference, status: 'pending', utr: '' },
      payment.payer.mobile,
      deps,
    );
    return view ? { kind: 'created', payment: view } : { kind: 'failed', values, reason: 'unavailable' };
  } catch (error) {
    (deps.log ?? console.error)('Payment not recorded', error instanceof Error ? error.message : error);
    return { kind: 'failed', values, reason: 'unavailable' };
  }
}

export interface LookupPostDeps extends ShowDeps {
  lookup: (input: PaymentLookupInput) => Promise<PaymentLookupResult>;
}

const lookupTyped = (data: FormData) => ({
  reference: postedText(data.get('reference')).trim(),
  mobile: postedText(data.get('mobile')).trim(),
});

/** Checks the two proofs' form before anything is counted or read. */
function proofProblem(typed: { reference: string; mobile: string }) {
  if (normalizePaymentReference(typed.reference) === null) return 'reference' as const;
  if (!MOBILE_PATTERN.test(normalizeMobile(typed.mobile))) return 'mobile' as const;
  return null;
}

/** Coming back to a payment by its reference and mobile number. */
export async function answerPaymentLookupPost(
  data: FormData,
  address: string,
  deps: LookupPostDeps,
): Promise<PaymentLookupAnswer> {
  const typed = lookupTyped(data);
  const problem = proofProblem(typed);
  if (problem) return { typed, problem };
  const found = await deps.lookup({ ...typed, address });
  if (!found.ok) {
    return found.code === 'tooManyAttempts'
      ? { typed, problem: 'tooManyAttempts', minutes: found.retryAfterMinutes }
      : { typed, problem: found.code };
  }
  const payment = await shownWithReceipt(
    found.record,
    normalizeMobile(typed.mobile),
    deps,
    pageLocaleOf(data, found.record),
  );
  return payment ? { typed, payment } : { typed, problem: 'failed' };
}

export interface UtrPostDeps extends LookupPostDeps {
  store: () => Promise<SubmissionStore>;
  now?: () => number;
}

/**
 * The UTR the payer gives after paying: the payment is proven again (reference and mobile number,
 * carried by the form), the UTR checked as 12 digits, then kept beside the payer's word; nothing is
 * marked paid here. The payment proven comes back with every answer, a wrong UTR's too: posted
 * without scripts, the page is rendered again from this answer alone.
 */
export async function answerUtrPost(data: FormData, address: string, deps: UtrPostDeps): Promise<UtrAnswer> {
  const proof = lookupTyped(data);
  const typed = postedText(data.get('utr')).trim();
  const utr = normalizeUtr(typed);
  if (proofProblem(proof)) return { typed, problem: 'notFound' };
  const found = await deps.lookup({ ...proof, address });
  if (!found.ok) {
    return found.code === 'tooManyAttempts'
      ? { typed, problem: 'tooManyAttempts', minutes: found.retryAfterMinutes }
      : { typed, problem: found.code };
  }
  if (!UTR_PATTERN.test(utr)) {
    const payment = await shownWithReceipt(
      found.record,
      normalizeMobile(proof.mobile),
      deps,
      pageLocaleOf(data, found.record),
    );
    return { typed, problem: 'utr', ...(payment ? { payment } : {}) };
  }
  try {
    const outcome = await recordUtr(
      { key: found.key, reference: found.record.reference },
      utr,
      await deps.store(),
      deps.now,
    );
    if (!outcome.ok) return { typed, problem: 'notFound' };
    // The flag is this UTR's, not the one it may have replaced.
    const earlier = { ...found.record };
    delete earlier.utrAlsoGivenFor;
    const record = {
      ...earlier,
      status: 'utrSubmitted' as const,
      utr,
      ...(outcome.alsoGivenForAnother ? { utrAlsoGivenFor: 'another' } : {}),
    };
    const payment = await shown(record, normalizeMobile(proof.mobile), deps);
    return payment ? { typed: utr, payment } : { typed, problem: 'failed' };
  } catch (error) {
    console.error('UTR not recorded', error instanceof Error ? error.message : error);
    return { typed, problem: 'failed' };
  }
}
