import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { PaymentsPanel, type PaymentsApi } from '@/components/team/payments-panel';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import type { ReviewListItem } from '@/lib/payments/payment-review-list';

const catalogs = { en, hi } as const;

const item = (key: string, status: string, extra: Partial<ReviewListItem> = {}): ReviewListItem => ({
  key,
  reference: `PAY${key.toUpperCase().padEnd(8, 'X')}`,
  status,
  amountPaise: 500_00,
  purpose: 'donation',
  name: 'Sunita Devi',
  utr: '612345678901',
  flags: [],
  createdAt: 1,
  receiptNumber: null,
  ...extra,
});

/** The panel with `given` and, for what a test does not use, functions that must not be called. */
function renderPanel(given: Partial<PaymentsApi>, locale: 'en' | 'hi' = 'en') {
  const api: PaymentsApi = { list: vi.fn(), act: vi.fn(), statement: vi.fn(), report: vi.fn(), ...given };
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

describe('the payments panel', () => {
  it.each(['en', 'hi'] as const)('lists the payments with their flags and decisions, in %s', async (locale) => {
    const t = catalogs[locale].TreasurerPayments;
    const api = {
      list: vi.fn(async () => [
        item('a', 'utrSubmitted', { flags: ['utrUsedTwice'] }),
        item('b', 'confirmed', { receiptNumber: 'RYF/2026-27/00001' }),
      ]),
      act: vi.fn(),
      statement: vi.fn(),
    };
    renderPanel(api, locale);
    const waiting = await screen.findByRole('listitem', { name: new RegExp('PAYAXXXXXXX') });
    expect(within(waiting).getByText(t.statuses.utrSubmitted)).toBeInTheDocument();
    expect(within(waiting).getByText(t.flags.utrUsedTwice)).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: t.confirm })).toBeInTheDocument();
    const decided = screen.getByRole('listitem', { name: new RegExp('PAYBXXXXXXX') });
    expect(within(decided).getByText('RYF/2026-27/00001')).toBeInTheDocument();
    expect(within(decided).queryByRole('button')).not.toBeInTheDocument();
    expect(await axeFindings()).toEqual([]);
  });

  it('confirms a payment, and rejects one only with a reason', async () => {
    const api = { list: vi.fn(async () => [item('a', 'pending')]), act: vi.fn(async () => {}), statement: vi.fn() };
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
    const { unmount } = renderPanel({
      list: vi.fn(async () => Promise.reject(new Error('offline'))),
      act: vi.fn(),
      statement: vi.fn(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.loadFailed);
    unmount();
    renderPanel({
      list: vi.fn(async () => [item('a', 'pending')]),
      act: vi.fn(async () => Promise.reject(new Error('409'))),
      statement: vi.fn(),
    });
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
