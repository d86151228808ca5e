// The receipt's words, shared by its page and its PDF: which rows, which statement, which language.
import { describe, expect, it } from 'vitest';
import type { PaymentRecord } from '@/lib/payments/payment-record';
import { receiptText, receiptViewOf, type TrustIdentity } from '@/lib/payments/receipt-view';

const trust: TrustIdentity = {
  legalName: 'Rohtas Yuva Foundation',
  legalNameHi: 'रोहतास युवा फाउंडेशन',
  deedRegistration: 'Sasaram Sub-Registry, No. 112 of 2016',
  pan: 'AAATR0000A',
  approval80G: {
    urn: 'AAATR0000AF20221',
    issuedOn: '2022-05-27',
    validFrom: '2022-04-01',
    validUntil: '2027-03-31',
    sectionLabel: 'section 80G(5)(vi) of the Income-tax Act, 1961',
    sectionLabelHi: 'आयकर अधिनियम, 1961 की धारा 80G(5)(vi)',
  },
};

// 14 May 2026, 10:00 India time.
const ISSUED = Date.UTC(2026, 4, 14, 4, 30);

const donation = (extra: Partial<PaymentRecord> = {}): PaymentRecord => ({
  reference: 'PAY7K3M9QXD',
  purpose: { kind: 'donation' },
  amountPaise: 5000_00,
  name: 'Priyanka Kumari',
  mobile: '9876543210',
  email: '',
  address: 'Ward 4, Dehri, Rohtas',
  wants80GReceipt: true,
  pan: 'ABCPK1234F',
  citizenship: 'indian',
  locale: 'en',
  status: 'confirmed',
  utr: '412345678901',
  createdAt: ISSUED - 60_000,
  noticeVersion: '2026-11-01',
  consentedAt: ISSUED - 60_000,
  statusHistory: [],
  receipt: { number: 'RYF/2026-27/00042', fyLabel: '2026-27', serial: 42, issuedAt: ISSUED },
  ...extra,
});

const words = (record: PaymentRecord, locale: 'en' | 'hi' = 'en') => {
  const view = receiptViewOf(record, trust);
  if (!view) throw new Error('no receipt');
  return receiptText(view, locale, trust, { planName: (plan) => `<${plan}>`, formatDay: (day) => `[${day}]` });
};

describe('receiptViewOf', () => {
  it('has no receipt before confirmation, after a rejection, or without a receipt number', () => {
    expect(receiptViewOf(donation({ status: 'utrSubmitted', receipt: undefined }), trust)).toBeNull();
    expect(receiptViewOf(donation({ status: 'rejected', receipt: undefined }), trust)).toBeNull();
    expect(receiptViewOf(donation({ receipt: undefined }), trust)).toBeNull();
  });

  it('carries the 80G statement only for a donation with an 80G request, within the approval, not cash above ₹2,000', () => {
    expect(receiptViewOf(donation(), trust)?.carries80G).toBe(true);
    expect(receiptViewOf(donation({ wants80GReceipt: false, pan: '' }), trust)?.carries80G).toBe(false);
    const plan = donation({ purpose: { kind: 'plan', plan: 'patron', concession: null } });
    expect(receiptViewOf(plan, trust)?.carries80G).toBe(false);
    expect(receiptViewOf(donation({ mode: 'cash', amountPaise: 2000_01 }), trust)?.carries80G).toBe(false);
    expect(receiptViewOf(donation({ mode: 'cash', amountPaise: 2000_00 }), trust)?.carries80G).toBe(true);
    // 1 April 2027 India time: the approval ended the day before.
    const late = {
      number: 'RYF/2027-28/00001',
      fyLabel: '2027-28',
      serial: 1,
      issuedAt: Date.UTC(2027, 2, 31, 18, 30),
    };
    expect(receiptViewOf(donation({ receipt: late }), trust)?.carries80G).toBe(false);
    const lastDay = { ...late, issuedAt: Date.UTC(2027, 2, 31, 18, 29) };
    expect(receiptViewOf(donation({ receipt: lastDay }), trust)?.carries80G).toBe(true);
  });

  it('never shows a PAN the payer did not give for an 80G receipt', () => {
    expect(receiptViewOf(donation({ wants80GReceipt: false, pan: 'ABCPK1234F' }), trust)?.donorPan).toBe('');
  });
});

describe('receiptText', () => {
  it('writes a donation receipt with the donor, the trust and the 80G approval', () => {
    const text = words(donation());
    expect(text.trustName).toBe('Rohtas Yuva Foundation');
    expect(text.trustDetails).toEqual([
      'PAN of the trust: AAATR0000A',
      'Registered public charitable trust: Sasaram Sub-Registry, No. 112 of 2016',
    ]);
    expect(text.rows).toEqual([
      { label: 'Received from', value: 'Priyanka Kumari' },
      { label: 'Address', value: 'Ward 4, Dehri, Rohtas' },
      { label: "Donor's PAN", value: 'ABCPK1234F' },
      { label: 'Towards', value: 'Donation' },
      { label: 'Mode of payment', value: 'UPI' },
      { label: 'UTR / reference no.', value: '412345678901' },
    ]);
    expect(text.amountInWords).toBe('Rupees Five Thousand Only');
    expect(text.statement).toEqual([
      'This donation is eligible for deduction under section 80G(5)(vi) of the Income-tax Act, 1961. The trust is approved under section 80G with Unique Registration Number AAATR0000AF20221, dated [2022-05-27], valid from [2022-04-01] to [2027-03-31].',
      'No goods or services were given in return for this donation.',
    ]);
  });

  it('writes a membership receipt without the 80G text, and cash without a UTR', () => {
    const text = words(
      donation({
        purpose: { kind: 'plan', plan: 'player', concession: 'girl' },
        amountPaise: 75_00,
        mode: 'cash',
        wants80GReceipt: false,
        pan: '',
        address: '',
      }),
    );
    expect(text.rows).toEqual([
      { label: 'Received from', value: 'Priyanka Kumari' },
      { label: 'Towards', value: 'Membership: <player> plan' },
      { label: 'Mode of payment', value: 'Cash' },
    ]);
    expect(text.statement).toEqual([]);
    expect(text.amountInWords).toBe('Rupees Seventy-Five Only');
  });

  it('writes the receipt in Hindi, with the section in Hindi and the amount in Hindi words', () => {
    const text = words(donation({ mode: 'bankTransfer' }), 'hi');
    expect(text.title).toBe('रसीद');
    expect(text.trustName).toBe('रोहतास युवा फाउंडेशन');
    expect(text.rows).toContainEqual({ label: 'भुगतान का माध्यम', value: 'बैंक ट्रांसफ़र' });
    expect(text.amountInWords).toBe('रुपये पाँच हज़ार मात्र');
    expect(text.statement[0]).toContain('आयकर अधिनियम, 1961 की धारा 80G(5)(vi) के अंतर्गत कटौती के योग्य है');
  });

  it('says which cancelled receipt it replaces, and why', () => {
    const cancelled = {
      number: 'RYF/2026-27/00041',
      fyLabel: '2026-27',
      serial: 41,
      issuedAt: ISSUED - 1000,
      reason: 'Name misspelt',
      cancelledAt: ISSUED - 500,
      by: 'RYF009',
    };
    expect(words(donation({ cancelledReceipts: [cancelled] })).statement).toContain(
      'This receipt replaces receipt RYF/2026-27/00041, cancelled: Name misspelt',
    );
  });
});
