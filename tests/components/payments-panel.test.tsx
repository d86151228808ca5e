import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { PaymentsPanel, type PaymentsApi } from '@/components/team/payments-panel';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import type { ReviewListItem } from '@/lib/payments/payment-review-list';
import { mockPaymentsApi } from '../support/payments-api';

const catalogs = { en, hi } as const;

const item = (key: string, status: string, extra: Partial<ReviewListItem> = {}): ReviewListItem => ({
  key,
  reference: `PAY${key.toUpperCase().padEnd(8, 'X')}`,
  status,
  amountPaise: 500_00,
  purpose: 'donation',
  concession: false,
  mode: 'upi',
  name: 'Sunita Devi',
  utr: '612345678901',
  flags: [],
  createdAt: 1,
  receiptNumber: null,
  ...extra,
});

/** The panel with `given`, and the mocks above for the rest. */
function renderPanel(given: Partial<PaymentsApi>, locale: 'en' | 'hi' = 'en') {
  const api: PaymentsApi = { ...mockPaymentsApi(), ...given };
  return render(
    <NextIntlClientProvider locale={locale} messages={{ TreasurerPayments: catalogs[locale].TreasurerPayments }}>
      <PaymentsPanel api={api} />
    </NextIntlClientProvider>,
  );
}

async function axeFindings() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`);
}

/** The value beside a term of an item's description list. */
const described = (within: HTMLElement, term: string) =>
  [...within.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;

describe('the payments panel', () => {
  it.each(['en', 'hi'] as const)('lists the payments with their flags and decisions, in %s', async (locale) => {
    const t = catalogs[locale].TreasurerPayments;
    const api = mockPaymentsApi();
    api.list.mockResolvedValue([
      item('a', 'utrSubmitted', { flags: ['utrUsedTwice'] }),
      item('b', 'confirmed', { receiptNumber: 'RYF/2026-27/00001' }),
    ]);
    renderPanel(api, locale);
    const waiting = await screen.findByRole('listitem', { name: new RegExp('PAYAXXXXXXX') });
    expect(within(waiting).getByText(t.statuses.utrSubmitted)).toBeInTheDocument();
    expect(within(waiting).getByText(t.flags.utrUsedTwice)).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: t.confirm })).toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: t.reissue.open })).not.toBeInTheDocument();
    const decided = screen.getByRole('listitem', { name: new RegExp('PAYBXXXXXXX') });
    expect(within(decided).getByText('RYF/2026-27/00001')).toBeInTheDocument();
    // A confirmed payment is never decided again: its receipt can only be cancelled and reissued.
    expect(
      within(decided)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([t.reissue.open]);
    expect(await axeFindings()).toEqual([]);
  });

  it.each([
    ['donation', false, 'upi', 'Donation', 'UPI'],
    ['plan:player', false, 'cash', 'Player plan', 'Cash'],
    ['plan:player', true, 'bankTransfer', 'Player plan (concession)', 'Bank transfer'],
    ['plan:patron', false, 'upi', 'Patron plan', 'UPI'],
    ['plan:retired', false, 'upi', 'plan:retired', 'UPI'],
  ] as const)(
    'says what %s (concession: %s) paid by %s is for and how it came',
    async (purpose, concession, mode, words, how) => {
      const api = mockPaymentsApi();
      api.list.mockResolvedValue([item('a', 'confirmed', { purpose, concession, mode })]);
      renderPanel(api);
      const listed = await screen.findByRole('listitem');
      expect(described(listed, en.TreasurerPayments.purpose)).toBe(words);
      expect(described(listed, en.TreasurerPayments.mode)).toBe(how);
      // Cash has no reference to look for in the statement.
      expect(described(listed, en.TreasurerPayments.utr)).toBe(mode === 'cash' ? undefined : '612345678901');
    },
  );

  it('says the purpose and mode in Hindi', async () => {
    const api = mockPaymentsApi();
    api.list.mockResolvedValue([item('a', 'confirmed', { purpose: 'plan:family', mode: 'cash' })]);
    renderPanel(api, 'hi');
    const listed = await screen.findByRole('listitem');
    expect(described(listed, hi.TreasurerPayments.purpose)).toBe('परिवार योजना');
    expect(described(listed, hi.TreasurerPayments.mode)).toBe('नक़द');
  });

  it('confirms a payment, and rejects one only with a reason', async () => {
    const api = mockPaymentsApi();
    api.list.mockResolvedValue([item('a', 'pending')]);
    renderPanel(api);
    const t = en.TreasurerPayments;
    await userEvent.click(await screen.findByRole('button', { name: t.confirm }));
    expect(api.act).toHaveBeenCalledWith({ action: 'confirm', paymentKey: 'a' });
    await userEvent.click(await screen.findByRole('button', { name: t.reject }));
    expect(api.act).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(t.reason) }), 'Not in the statement');
    await userEvent.click(screen.getByRole('button', { name: t.reject }));
    expect(api.act).toHaveBeenLastCalledWith({ action: 'reject', paymentKey: 'a', reason: 'Not in the statement' });
  });

  it('says so when the list cannot be loaded or a decision did not go through', async () => {
    const t = en.TreasurerPayments;
    const offline = mockPaymentsApi();
    offline.list.mockRejectedValue(new Error('offline'));
    const { unmount } = renderPanel(offline);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.loadFailed);
    unmount();
    const refused = mockPaymentsApi();
    refused.list.mockResolvedValue([item('a', 'pending')]);
    refused.act.mockRejectedValue(new Error('409'));
    renderPanel(refused);
    await userEvent.click(await screen.findByRole('button', { name: t.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.actionFailed);
  });

  it('uploads the bank statement, lists what it confirmed and flagged, and loads the list again', async () => {
    const t = en.TreasurerPayments.statement;
    const list = vi.fn(async () => [item('a', 'pending')]);
    const statement = vi.fn(async () => ({
      ok: true as const,
      confirmed: [
        {
          paymentKey: 'a',
          reference: 'PAYAXXXXXXX',
          utr: '612345678901',
          amountPaise: 500_00,
          receiptNumber: 'RYF/2026-27/00007',
        },
      ],
      flagged: [
        {
          paymentKey: 'b',
          reference: 'PAYBXXXXXXX',
          utr: '612345678902',
          amountPaise: 500_00,
          flags: ['amountDiffers' as const],
        },
      ],
      alreadyDecided: [],
      unclaimedCredits: 2,
      skippedLines: [9],
    }));
    renderPanel({ list, act: vi.fn(), statement });
    await screen.findByRole('listitem', { name: /PAYAXXXXXXX/ });
    const upload = screen.getByRole('button', { name: t.upload });
    expect(upload).toBeDisabled();
    const csv = 'Date,Narration,Credit\n14/05/2026,UPI/612345678901,500.00\n';
    await userEvent.upload(screen.getByLabelText(t.file), new File([csv], 'statement.csv', { type: 'text/csv' }));
    await userEvent.click(upload);
    expect(statement).toHaveBeenCalledWith(csv);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('1 payment confirmed:');
    expect(status).toHaveTextContent('PAYAXXXXXXX: ₹500, receipt RYF/2026-27/00007');
    expect(status).toHaveTextContent(`PAYBXXXXXXX (UTR 612345678902): ${t.flags.amountDiffers}`);
    expect(status).toHaveTextContent('Credits no payment names: 2. Lines that are not credits: 1.');
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('says why a statement was refused', async () => {
    const t = en.TreasurerPayments.statement;
    renderPanel({
      list: vi.fn(async () => []),
      act: vi.fn(),
      statement: vi.fn(async () => ({ ok: false as const, code: 'noHeading' })),
    });
    await userEvent.upload(screen.getByLabelText(t.file), new File(['x'], 'x.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: t.upload }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.errors.noHeading);
  });

  it('downloads Form 10BD for a finished year, and says why the year under way needs a draft', async () => {
    const t = en.TreasurerPayments.reports;
    const report = vi
      .fn<PaymentsApi['report']>()
      .mockResolvedValueOnce({ ok: false, code: 'yearNotEnded' })
      .mockResolvedValueOnce({ ok: true, fileName: 'form-10bd-2025-26.csv', csv: 'Sl. No.\r\n' });
    const createObjectURL = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderPanel({ list: vi.fn(async () => []), report });
    await userEvent.click(screen.getByRole('checkbox', { name: t.draft }));
    await userEvent.click(screen.getByRole('button', { name: t.form10bd }));
    expect(report).toHaveBeenLastCalledWith('form10bd', expect.stringMatching(/^\d{4}-\d{2}$/), true);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.errors.yearNotEnded);
    await userEvent.click(screen.getByRole('button', { name: t.ledger }));
    expect(report).toHaveBeenCalledTimes(2);
    expect(report.mock.calls[1]?.[0]).toBe('ledger');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});

describe('cancelling a receipt and issuing a new one', () => {
  const t = en.TreasurerPayments.reissue;
  const confirmed = item('b', 'confirmed', { receiptNumber: 'RYF/2026-27/00001' });

  async function openForm(api: ReturnType<typeof mockPaymentsApi>) {
    api.list.mockResolvedValue([confirmed]);
    renderPanel(api);
    await userEvent.click(await screen.findByRole('button', { name: t.open }));
    return screen.getByRole('listitem');
  }

  it('sends the reason and only the corrections filled in, then names both receipts and reloads', async () => {
    const api = mockPaymentsApi();
    api.reissue.mockResolvedValue({ ok: true, receiptNumber: 'RYF/2026-27/00007' });
    const listed = await openForm(api);
    const reason = within(listed).getByRole('textbox', { name: new RegExp(t.reason) });
    expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Name misspelt');
    await userEvent.type(within(listed).getByRole('textbox', { name: t.name }), 'Sunita Devi Kumari');
    await userEvent.type(within(listed).getByRole('textbox', { name: t.pan }), 'abcpe1234f');
    expect(within(listed).getByRole('textbox', { name: t.pan })).toHaveAccessibleDescription('PAN of: Individual');
    api.list.mockResolvedValue([{ ...confirmed, receiptNumber: 'RYF/2026-27/00007' }]);
    await userEvent.click(within(listed).getByRole('button', { name: t.submit }));
    expect(api.reissue).toHaveBeenCalledWith({
      paymentKey: 'b',
      receiptNumber: 'RYF/2026-27/00001',
      reason: 'Name misspelt',
      corrections: { name: 'Sunita Devi Kumari', pan: 'abcpe1234f' },
    });
    expect(await within(listed).findByRole('status')).toHaveTextContent(
      'Receipt RYF/2026-27/00001 cancelled; new receipt RYF/2026-27/00007',
    );
    expect(within(listed).queryByRole('textbox', { name: new RegExp(t.reason) })).not.toBeInTheDocument();
    expect(await within(listed).findByText('RYF/2026-27/00007', { selector: 'dd' })).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('sends no corrections when none is filled in, and keeps the receipt when closed', async () => {
    const api = mockPaymentsApi();
    api.reissue.mockResolvedValue({ ok: true, receiptNumber: 'RYF/2026-27/00002' });
    const listed = await openForm(api);
    await userEvent.type(within(listed).getByRole('textbox', { name: new RegExp(t.reason) }), 'Refunded');
    await userEvent.type(within(listed).getByRole('textbox', { name: t.address }), '   ');
    await userEvent.click(within(listed).getByRole('button', { name: t.submit }));
    expect(api.reissue).toHaveBeenCalledWith({
      paymentKey: 'b',
      receiptNumber: 'RYF/2026-27/00001',
      reason: 'Refunded',
    });
    await userEvent.click(await within(listed).findByRole('button', { name: t.open }));
    await userEvent.click(within(listed).getByRole('button', { name: t.close }));
    expect(within(listed).queryByRole('textbox', { name: new RegExp(t.reason) })).not.toBeInTheDocument();
    expect(api.reissue).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without a reason or with a PAN or name that cannot be right, and says so beside each', async () => {
    const api = mockPaymentsApi();
    const listed = await openForm(api);
    await userEvent.type(within(listed).getByRole('textbox', { name: t.name }), 'S');
    await userEvent.type(within(listed).getByRole('textbox', { name: t.pan }), 'ABC123');
    await userEvent.click(within(listed).getByRole('button', { name: t.submit }));
    expect(api.reissue).not.toHaveBeenCalled();
    expect(within(listed).getByRole('textbox', { name: new RegExp(t.reason) })).toHaveAccessibleDescription(
      t.failures.invalidReason,
    );
    expect(within(listed).getByRole('textbox', { name: t.name })).toHaveAccessibleDescription(t.errors.name);
    expect(within(listed).getByRole('textbox', { name: t.pan })).toHaveAccessibleDescription(t.errors.pan);
    expect(within(listed).getByRole('textbox', { name: t.pan })).toHaveValue('ABC123');
  });

  it.each([
    ['notConfirmed', t.failures.notConfirmed],
    ['invalidCorrection', t.failures.invalidCorrection],
    ['failed', t.failures.failed],
  ])('says why when the server answers %s, keeping what was typed', async (code, words) => {
    const api = mockPaymentsApi();
    api.reissue.mockResolvedValue({ ok: false, code });
    const listed = await openForm(api);
    await userEvent.type(within(listed).getByRole('textbox', { name: new RegExp(t.reason) }), 'Wrong address');
    await userEvent.click(within(listed).getByRole('button', { name: t.submit }));
    expect(await within(listed).findByRole('alert')).toHaveTextContent(words);
    expect(within(listed).getByRole('textbox', { name: new RegExp(t.reason) })).toHaveValue('Wrong address');
  });

  it('says it failed when no answer came', async () => {
    const api = mockPaymentsApi();
    api.reissue.mockRejectedValue(new Error('offline'));
    const listed = await openForm(api);
    await userEvent.type(within(listed).getByRole('textbox', { name: new RegExp(t.reason) }), 'Wrong address');
    await userEvent.click(within(listed).getByRole('button', { name: t.submit }));
    expect(await within(listed).findByRole('alert')).toHaveTextContent(t.failures.failed);
  });
});
