// What the pages promise about money is what the site does: receipts open on the Your payment page
// (no SMS or email is ever sent), UPI is paid on the Pay page, reminders go on WhatsApp.
import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

/** Every text in a content tree. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

const words: Record<Locale, { receipt: RegExp; sms: RegExp; not: RegExp; payPage: string; yourPayment: string }> = {
  en: {
    receipt: /receipt/i,
    sms: /\bSMS\b|e-?mail/i,
    not: /do not send/,
    payPage: en.Payments.page.heading,
    yourPayment: 'Your payment',
  },
  hi: {
    receipt: /रसीद/,
    sms: /SMS|एसएमएस|ईमेल/,
    not: /नहीं भेजते/,
    payPage: hi.Payments.page.heading,
    yourPayment: '“आपका भुगतान”',
  },
};

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
});
