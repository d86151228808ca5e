import 'server-only';
import { getContent } from '@/lib/content';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { receiptLabels } from '@/lib/receipts/labels';
import { renderReceiptPdf } from '@/lib/receipts/pdf';
import { siteConfig } from '@/lib/site-config';
import { formatPaise } from './money';
import type { PaymentRecord } from './payment-record';
import { receiptText, receiptViewOf, type ReceiptShown } from './receipt-view';

const trust = siteConfig.trust;
const trustAddress = (locale: Locale) => (locale === 'hi' ? siteConfig.postalLocationHi : siteConfig.postalLocation);
const longDate = (locale: Locale) => (value: string | number) => formatDate(locale, value, { dateStyle: 'long' });

function textIn(record: PaymentRecord, locale: Locale) {
  const view = receiptViewOf(record, trust);
  if (!view) return null;
  const planNames = new Map(getContent(locale).plans.plans.map((plan) => [plan.id as string, plan.name]));
  const text = receiptText(view, locale, trust, {
    planName: (plan) => planNames.get(plan) ?? plan,
    formatDay: longDate(locale),
  });
  return { view, text };
}

/** The receipt in force of a confirmed payment in `locale`, for its page; null when it has none. */
export function receiptShown(record: PaymentRecord, locale: Locale): ReceiptShown | null {
  const found = textIn(record, locale);
  if (!found) return null;
  const labels = receiptLabels[locale];
  const { text, view } = found;
  return {
    ...text,
    rows: [
      { label: labels.receiptNumber, value: view.number },
      { label: labels.date, value: longDate(locale)(view.issuedAt) },
      ...text.rows,
      { label: labels.amount, value: formatPaise(locale, view.amountPaise) },
      { label: labels.amountInWords, value: text.amountInWords },
    ],
    number: view.number,
    trustAddress: trustAddress(locale),
  };
}

/** The receipt in force as a PDF in the payer's language; null when the payment has none. */
export async function receiptPdf(record: PaymentRecord): Promise<{ bytes: Uint8Array; number: string } | null> {
  const locale = record.locale === 'hi' ? 'hi' : 'en';
  const found = textIn(record, locale);
  if (!found) return null;
  const { view, text } = found;
  const bytes = await renderReceiptPdf(
    {
      trust: { name: text.trustName, address: trustAddress(locale), details: text.trustDetails },
      receiptNumber: view.number,
      date: view.issuedAt,
      rows: text.rows,
      amount: view.amountPaise / 100,
      amountInWords: text.amountInWords,
      statement: text.statement,
    },
    locale,
  );
  return { bytes, number: view.number };
}

/** The file name a receipt downloads as: its number without the slashes. */
export const receiptFileName = (number: string) => `receipt-${number.replaceAll('/', '-')}.pdf`;
