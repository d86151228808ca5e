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

function renderPanel(api: PaymentsApi, locale: 'en' | 'hi' = 'en') {
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
    const api = { list: vi.fn(async () => [item('a', 'pending')]), act: vi.fn(async () => {}) };
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
    const { unmount } = renderPanel({ list: vi.fn(async () => Promise.reject(new Error('offline'))), act: vi.fn() });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.loadFailed);
    unmount();
    renderPanel({
      list: vi.fn(async () => [item('a', 'pending')]),
      act: vi.fn(async () => Promise.reject(new Error('409'))),
    });
    await userEvent.click(await screen.findByRole('button', { name: t.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.actionFailed);
  });
});
