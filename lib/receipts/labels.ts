import type { Locale } from '@/lib/i18n/locales';

export interface ReceiptLabels {
  title: string;
  receiptNumber: string;
  date: string;
  receivedFrom: string;
  amount: string;
  amountInWords: string;
  paymentMode: string;
  utr: string;
}

/** The receipt's own words, in the payer's language. */
export const receiptLabels: Record<Locale, ReceiptLabels> = {
  en: {
    title: 'Receipt',
    receiptNumber: 'Receipt no.',
    date: 'Date',
    receivedFrom: 'Received from',
    amount: 'Amount',
    amountInWords: 'Amount in words',
    paymentMode: 'Mode of payment',
    utr: 'UTR / reference no.',
  },
  hi: {
    title: 'रसीद',
    receiptNumber: 'रसीद संख्या',
    date: 'दिनांक',
    receivedFrom: 'भुगतानकर्ता',
    amount: 'राशि',
    amountInWords: 'राशि (शब्दों में)',
    paymentMode: 'भुगतान का माध्यम',
    utr: 'यूटीआर / संदर्भ संख्या',
  },
};
