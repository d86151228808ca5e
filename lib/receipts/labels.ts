import type { Locale } from '@/lib/i18n/locales';

/** The receipt's own words, the same on its page and in its PDF. `{name}` marks a value filled in. */
export interface ReceiptLabels {
  title: string;
  receiptNumber: string;
  date: string;
  receivedFrom: string;
  donorAddress: string;
  donorPan: string;
  towards: string;
  purposeDonation: string;
  purposePlan: string;
  amount: string;
  amountInWords: string;
  paymentMode: string;
  /** How the money came: UPI, cash, bank transfer (lib/payments names them). */
  modes: Record<'upi' | 'cash' | 'bankTransfer', string>;
  utr: string;
  trustPan: string;
  trustRegistration: string;
  statement80G: string;
  nothingInReturn: string;
  replaces: string;
}

export const receiptLabels: Record<Locale, ReceiptLabels> = {
  en: {
    title: 'Receipt',
    receiptNumber: 'Receipt no.',
    date: 'Date',
    receivedFrom: 'Received from',
    donorAddress: 'Address',
    donorPan: "Donor's PAN",
    towards: 'Towards',
    purposeDonation: 'Donation',
    purposePlan: 'Membership: {plan} plan',
    amount: 'Amount',
    amountInWords: 'Amount in words',
    paymentMode: 'Mode of payment',
    modes: { upi: 'UPI', cash: 'Cash', bankTransfer: 'Bank transfer' },
    utr: 'UTR / reference no.',
    trustPan: 'PAN of the trust: {pan}',
    trustRegistration: 'Registered public charitable trust: {registration}',
    statement80G:
      'This donation is eligible for deduction under {section}. The trust is approved under section 80G with Unique Registration Number {urn}, dated {issuedOn}, valid from {validFrom} to {validUntil}.',
    nothingInReturn: 'No goods or services were given in return for this donation.',
    replaces: 'This receipt replaces receipt {number}, cancelled: {reason}',
  },
  hi: {
    title: 'रसीद',
    receiptNumber: 'रसीद संख्या',
    date: 'दिनांक',
    receivedFrom: 'भुगतानकर्ता',
    donorAddress: 'पता',
    donorPan: 'दानदाता का पैन',
    towards: 'किस हेतु',
    purposeDonation: 'दान',
    purposePlan: 'सदस्यता: {plan} योजना',
    amount: 'राशि',
    amountInWords: 'राशि (शब्दों में)',
    paymentMode: 'भुगतान का माध्यम',
    modes: { upi: 'यूपीआई (UPI)', cash: 'नकद', bankTransfer: 'बैंक ट्रांसफ़र' },
    utr: 'यूटीआर / संदर्भ संख्या',
    trustPan: 'न्यास का पैन: {pan}',
    trustRegistration: 'पंजीकृत सार्वजनिक धर्मार्थ न्यास: {registration}',
    statement80G:
      'यह दान {section} के अंतर्गत कटौती के योग्य है। न्यास धारा 80G के अंतर्गत अनुमोदित है: विशिष्ट पंजीकरण संख्या {urn}, दिनांक {issuedOn}, {validFrom} से {validUntil} तक मान्य।',
    nothingInReturn: 'इस दान के बदले कोई वस्तु या सेवा नहीं दी गई।',
    replaces: 'यह रसीद रद्द की गई रसीद {number} के स्थान पर है: {reason}',
  },
};
