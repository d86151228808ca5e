// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvRows } from '@/lib/text/csv-rows';
import { FORM_10BD_HEADINGS, LEDGER_HEADINGS, paymentReport, type TrustFor10BD } from '@/lib/payments/reports';

const trust: TrustFor10BD = {
  legalName: 'Rohtas Yuva Foundation',
  legalNameHi: 'रोहतास युवा फाउंडेशन',
  deedRegistration: 'No. 112 of 2016',
  pan: 'AAATR0000A',
  approval80G: {
    urn: 'AAATR0000AF20221',
    issuedOn: '2022-05-27',
    validFrom: '2022-04-01',
    validUntil: '2027-03-31',
    sectionLabel: 'section 80G',
    sectionLabelHi: 'धारा 80G',
    form10bdSectionCode: 'Section 80G',
  },
};

// 10 May 2025, 12:00 India time: financial year 2025-26.
const IN_2025_26 = Date.UTC(2025, 4, 10, 6, 30);
const NOW = Date.UTC(2026, 10, 28, 6, 30);

let serial = 0;
const confirmed = (name: string, extra: Record<string, unknown> = {}) => {
  serial += 1;
  return [
    `-p${serial}`,
    {
      reference: `PAYAAAAAAA${serial}`,
      purpose: { kind: 'donation' },
      amountPaise: 5000_00,
      name,
      mobile: '9876543210',
      email: '',
      address: 'Ward 4, Dehri, Rohtas',
      wants80GReceipt: true,
      pan: 'ABCPK1234F',
      citizenship: 'indian',
      locale: 'en',
      status: 'confirmed',
      utr: '412345678901',
      createdAt: IN_2025_26,
      statusHistory: [],
      receipt: {
        number: `RYF/2025-26/${String(serial).padStart(5, '0')}`,
        fyLabel: '2025-26',
        serial,
        issuedAt: IN_2025_26,
      },
      ...extra,
    },
  ] as [string, Record<string, unknown>];
};

function stored() {
  serial = 0;
  return [
    confirmed('Priyanka Kumari'),
    confirmed('प्रियंका, कुमारी', { mode: 'cash', amountPaise: 2000_00, address: 'Ward 4, "Old" Dehri' }),
    confirmed('Cash Above Limit', { mode: 'cash', amountPaise: 2001_00 }),
    confirmed('Plan Payer', { purpose: { kind: 'plan', plan: 'patron', concession: null } }),
    confirmed('No PAN', { wants80GReceipt: false, pan: '' }),
    confirmed('Reissued', {
      cancelledReceipts: [
        {
          number: 'RYF/2025-26/00099',
          fyLabel: '2025-26',
          serial: 99,
          issuedAt: IN_2025_26,
          reason: 'Name misspelt',
          cancelledAt: IN_2025_26,
          by: 'RYF009',
        },
      ],
    }),
    confirmed('Next Year', {
      receipt: { number: 'RYF/2026-27/00001', fyLabel: '2026-27', serial: 1, issuedAt: Date.UTC(2026, 3, 1) },
    }),
    confirmed('Waiting', { status: 'utrSubmitted', receipt: undefined }),
  ];
}

const rowsOf = (result: ReturnType<typeof paymentReport>) =>
  result.ok ? csvRows(result.csv.replace(/^\uFEFF/, '')) : [];

describe('Form 10BD', () => {
  it('lists the deductible donations of the year in the template’s columns and codes', () => {
    const result = paymentReport(stored(), { kind: 'form10bd', year: '2025-26', draft: false }, trust, NOW);
    expect(result).toMatchObject({ ok: true, fileName: 'form-10bd-2025-26.csv' });
    expect(result.ok && result.csv.startsWith('\uFEFF')).toBe(true);
    const [heading, ...rows] = rowsOf(result);
    expect(heading).toEqual([...FORM_10BD_HEADINGS]);
    expect(rows).toEqual([
      [
        '1',
        '',
        'Permanent Account Number',
        'ABCPK1234F',
        'Section 80G',
        'AAATR0000AF20221',
        '27-May-2022',
        'Priyanka Kumari',
        'Ward 4, Dehri, Rohtas',
        'Others',
        'Electronic modes including account payee cheque/draft',
        '5000',
      ],
      [
        '2',
        '',
        'Permanent Account Number',
        'ABCPK1234F',
        'Section 80G',
        'AAATR0000AF20221',
        '27-May-2022',
        'प्रियंका, कुमारी',
        'Ward 4, "Old" Dehri',
        'Others',
        'Cash',
        '2000',
      ],
      [
        '3',
        '',
        'Permanent Account Number',
        'ABCPK1234F',
        'Section 80G',
        'AAATR0000AF20221',
        '27-May-2022',
        'Reissued',
        'Ward 4, Dehri, Rohtas',
        'Others',
        'Electronic modes including account payee cheque/draft',
        '5000',
      ],
    ]);
  });

  it('refuses a year not yet ended unless a draft is asked for, and a year to come or no year', () => {
    expect(paymentReport(stored(), { kind: 'form10bd', year: '2026-27', draft: false }, trust, NOW)).toEqual({
      ok: false,
      code: 'yearNotEnded',
    });
    expect(paymentReport(stored(), { kind: 'form10bd', year: '2026-27', draft: true }, trust, NOW)).toMatchObject({
      ok: true,
      fileName: 'form-10bd-2026-27-draft.csv',
    });
    expect(paymentReport(stored(), { kind: 'ledger', year: '2027-28', draft: true }, trust, NOW)).toEqual({
      ok: false,
      code: 'invalid',
    });
    expect(paymentReport(stored(), { kind: 'ledger', year: '2025-27', draft: true }, trust, NOW)).toEqual({
      ok: false,
      code: 'invalid',
    });
    // 31 March 2026 23:59:59.999 India time is still 2025-26; a millisecond later it has ended.
    const lastMoment = Date.UTC(2026, 2, 31, 18, 29, 59, 999);
    expect(paymentReport([], { kind: 'ledger', year: '2025-26', draft: false }, trust, lastMoment)).toEqual({
      ok: false,
      code: 'yearNotEnded',
    });
    expect(paymentReport([], { kind: 'ledger', year: '2025-26', draft: false }, trust, lastMoment + 1)).toMatchObject({
      ok: true,
    });
  });
});

describe('the ledger', () => {
  it('lists every receipt of the year in number order, the cancelled ones with their reason', () => {
    const [heading, ...rows] = rowsOf(
      paymentReport(stored(), { kind: 'ledger', year: '2025-26', draft: false }, trust, NOW),
    );
    expect(heading).toEqual([...LEDGER_HEADINGS]);
    expect(rows.map((row) => [row[0], row[3], row[4], row[5], row[7], row[8]])).toEqual([
      ['RYF/2025-26/00001', 'Priyanka Kumari', 'Donation', 'upi', '5000.00', 'In force'],
      ['RYF/2025-26/00002', 'प्रियंका, कुमारी', 'Donation', 'cash', '2000.00', 'In force'],
      ['RYF/2025-26/00003', 'Cash Above Limit', 'Donation', 'cash', '2001.00', 'In force'],
      ['RYF/2025-26/00004', 'Plan Payer', 'Plan: patron', 'upi', '5000.00', 'In force'],
      ['RYF/2025-26/00005', 'No PAN', 'Donation', 'upi', '5000.00', 'In force'],
      ['RYF/2025-26/00006', 'Reissued', 'Donation', 'upi', '5000.00', 'In force'],
      ['RYF/2025-26/00099', 'Reissued', 'Donation', 'upi', '5000.00', 'Cancelled: Name misspelt'],
    ]);
    expect(rows[0]?.[1]).toBe('2025-05-10');
  });
});
