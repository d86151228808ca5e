'use server';

import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { adminRead } from '@/lib/firebase/admin';
import { adminStoreIn } from '@/lib/forms/submission-store';
import { clientAddress } from '@/lib/http/client-address';
import type { Locale } from '@/lib/i18n/locales';
import { PAYMENT_NOTICE } from '@/lib/privacy/notices';
import { attemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { countAddress } from '@/lib/rate-limit/limit-request';
import { processLimiter } from '@/lib/rate-limit/process-limiter';
import { siteConfig } from '@/lib/site-config';
import { formatPaise } from './money';
import type { PaymentLookupAnswer, PaymentPostAnswer, UtrAnswer } from './payment-answers';
import { paymentValuesFromFormData } from './payment-form';
import { lookupPayment, type PaymentLookupInput } from './payment-lookup';
import { answerPaymentLookupPost, answerPaymentPost, answerUtrPost } from './payment-posts';
import { receiptShown } from './receipt-document';
import { paymentSettings } from './settings';

/*
 * The payment pages' forms, posted with or without scripts: React renders each form with one of
 * these as its action, and without scripts the browser posts it and Next answers with the page
 * again. Each counts against its per-address limit; the lookup and the UTR, which prove a payment
 * by its reference and mobile number, also against the guessing limit.
 */

const qrTitle = async (locale: Locale, amountPaise: number) =>
  (await getTranslations({ locale, namespace: 'Payments.payment' }))('qrTitle', {
    amount: formatPaise(locale, amountPaise),
    payee: siteConfig.payments.payeeName,
  });

const showDeps = () => ({
  settings: paymentSettings(),
  shortName: siteConfig.shortName,
  qrTitle,
  receipt: receiptShown,
});

// Its own count, apart from the complaints' and sign-in's.
const lookup = (input: PaymentLookupInput) =>
  lookupPayment(input, { read: adminRead, limiter: attemptLimiter('payment-lookup', processLimiter) });

export async function postPayment(_previous: PaymentPostAnswer | null, data: FormData): Promise<PaymentPostAnswer> {
  if (!(await countAddress(await headers(), 'payment')).allowed) {
    return { kind: 'failed', values: paymentValuesFromFormData(data), reason: 'tooMany' };
  }
  return answerPaymentPost(data, {
    ...showDeps(),
    store: () => adminStoreIn('main'),
    noticeVersion: PAYMENT_NOTICE.version,
  });
}

const tooMany = { problem: 'tooManyAttempts' as const, minutes: 1 };

export async function postPaymentLookup(
  _previous: PaymentLookupAnswer | null,
  data: FormData,
): Promise<PaymentLookupAnswer> {
  const requestHeaders = await headers();
  if (!(await countAddress(requestHeaders, 'paymentLookup')).allowed) {
    return {
      typed: { reference: String(data.get('reference') ?? ''), mobile: String(data.get('mobile') ?? '') },
      ...tooMany,
    };
  }
  return answerPaymentLookupPost(data, clientAddress(requestHeaders), { ...showDeps(), lookup });
}

export async function postUtr(_previous: UtrAnswer | null, data: FormData): Promise<UtrAnswer> {
  const requestHeaders = await headers();
  if (!(await countAddress(requestHeaders, 'payment')).allowed) {
    return { typed: String(data.get('utr') ?? ''), ...tooMany };
  }
  return answerUtrPost(data, clientAddress(requestHeaders), {
    ...showDeps(),
    lookup,
    store: () => adminStoreIn('main'),
  });
}
