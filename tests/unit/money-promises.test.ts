// What the pages promise about money is what the site does: receipts open on the Your payment page
// (no SMS or email is ever sent), UPI is paid on the Pay page and counts once the bank statement shows
// it, reminders go on WhatsApp, and what the pages say a receipt carries is what the receipt prints.
import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import type { PaymentRecord } from '@/lib/payments/payment-record';
import { receiptText, receiptViewOf } from '@/lib/payments/receipt-view';
import { siteConfig } from '@/lib/site-config';

/** Every text in a content tree. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

const words: Record<
  Locale,
  {
    receipt: RegExp;
    sms: RegExp;
    not: RegExp;
    payPage: string;
    yourPayment: string;
    bankTransfer: RegExp;
    everyReceiptCarries: RegExp;
    approvalNumber: RegExp;
  }
> = {
  en: {
    receipt: /receipt/i,
    sms: /\bSMS\b|e-?mail/i,
    not: /do not send/,
    payPage: en.Payments.page.heading,
    yourPayment: 'Your payment',
    bankTransfer: /^Bank transfer:/,
    everyReceiptCarries: /registration number and PAN are printed on every receipt/,
    approvalNumber: /80G receipt[^.]*states our 80G approval number/,
  },
  hi: {
    receipt: /रसीद/,
    sms: /SMS|एसएमएस|ईमेल/,
    not: /नहीं भेजते/,
    payPage: hi.Payments.page.heading,
    yourPayment: '“आपका भुगतान”',
    bankTransfer: /^बैंक ट्रांसफ़र:/,
    everyReceiptCarries: /रजिस्ट्रेशन नंबर और पैन हर रसीद पर छपा होता है/,
    approvalNumber: /80G रसीद[^।]*80G मंज़ूरी का नंबर/,
  },
};

/** A confirmed UPI payment for a plan, with no 80G receipt asked for: the plainest receipt there is. */
const planPayment: PaymentRecord = {
  reference: 'PAY7K3M9QXD',
  purpose: { kind: 'plan', plan: 'player', concession: null },
  amountPaise: 300_00,
  name: 'Priyanka Kumari',
  mobile: '9876543210',
  email: '',
  address: '',
  wants80GReceipt: false,
  pan: '',
  citizenship: 'indian',
  locale: 'en',
  status: 'confirmed',
  utr: '412345678901',
  createdAt: Date.UTC(2026, 4, 14),
  noticeVersion: '2026-11-01',
  consentedAt: Date.UTC(2026, 4, 14),
  statusHistory: [],
  // 14 May 2026, within the demo trust's 80G approval.
  receipt: { number: 'RYF/2026-27/00042', fyLabel: '2026-27', serial: 42, issuedAt: Date.UTC(2026, 4, 14, 4, 30) },
};

function printed(record: PaymentRecord, locale: Locale) {
  const view = receiptViewOf(record, siteConfig.trust);
  if (!view) throw new Error('no receipt');
  const text = receiptText(view, locale, siteConfig.trust, { planName: String, formatDay: String });
  return [...text.trustDetails, ...text.statement].join('\n');
}

describe.each(['en', 'hi'] as const)('the money promises in %s', (locale) => {
  const content = getContent(locale);
  const w = words[locale];

  it('never promise a receipt by SMS or email', () => {
    const promises = texts(content).filter((text) => w.receipt.test(text) && w.sms.test(text));
    expect(promises.length).toBeGreaterThan(0);
    for (const text of promises) expect(text).toMatch(w.not);
  });

  it('send payers to the Pay page and to the Your payment page for their receipt', () => {
    const page = texts(content.info.subscriptionInfo).join('\n');
    expect(page).toContain(w.yourPayment);
    // The Pay page named by its own heading, as a payer sees it.
    expect(page).toContain(`(${w.payPage})`);
  });

  it('promise reminders on WhatsApp only, and a receipt number that never changes', () => {
    const all = texts(content);
    const reminders = all.filter((text) => /reminder|remind|याद दिला/.test(text));
    expect(reminders.length).toBeGreaterThan(0);
    for (const text of reminders) expect(text).toMatch(/WhatsApp/);
    expect(texts(content.info.subscriptionInfo).join('\n')).toMatch(
      locale === 'en' ? /never changed/ : /कभी बदली नहीं जाती/,
    );
  });

  it('say a UPI payment counts when the bank statement shows it, without promising a number of days', () => {
    const waysToPay = content.info.subscriptionInfo.sections[0];
    const upi = waysToPay?.bullets?.find((bullet) => bullet.startsWith('UPI:')) ?? '';
    expect(upi).toMatch(locale === 'en' ? /bank statement/ : /बैंक स्टेटमेंट/);
    // The only number is the UTR's 12 digits: how many days the treasurer takes is not promised.
    expect(upi.replace('12', '')).not.toMatch(/\d/);
  });

  it('say the office issues the receipt for a bank transfer', () => {
    const waysToPay = content.info.subscriptionInfo.sections[0];
    const bank = waysToPay?.bullets?.find((bullet) => w.bankTransfer.test(bullet));
    expect(bank).toMatch(w.receipt);
  });

  it('say of every receipt only what it prints: the registration and PAN, and the 80G approval on an 80G receipt', () => {
    const all = texts(content);
    expect(all.some((text) => w.everyReceiptCarries.test(text))).toBe(true);
    const plain = printed(planPayment, locale);
    expect(plain).toContain(siteConfig.trust.deedRegistration);
    expect(plain).toContain(siteConfig.trust.pan);

    expect(all.some((text) => w.approvalNumber.test(text))).toBe(true);
    const donation80G: PaymentRecord = {
      ...planPayment,
      purpose: { kind: 'donation' },
      wants80GReceipt: true,
      pan: 'ABCPK1234F',
      address: 'Ward 4, Dehri, Rohtas',
    };
    expect(printed(donation80G, locale)).toContain(siteConfig.trust.approval80G.urn);
    expect(plain).not.toContain(siteConfig.trust.approval80G.urn);
  });
});
