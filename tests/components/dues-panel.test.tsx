import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { DuesPanel, type DuesApi } from '@/components/team/dues-panel';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import type { DuesItem } from '@/lib/payments/dues-service';

const item = (key: string, name: string, status: DuesItem['status'], extra: Partial<DuesItem> = {}): DuesItem => ({
  key,
  name,
  plan: 'player',
  amountPaise: 150_00,
  paidThrough: '2026-06-10',
  status,
  reminderLink: status === 'late' || status === 'remindNow' ? `https://wa.me/919876543210?text=${key}` : null,
  waivers: [],
  ...extra,
});

function renderPanel(api: DuesApi, locale: 'en' | 'hi' = 'en') {
  const catalog = { en, hi }[locale];
  return render(
    <NextIntlClientProvider locale={locale} messages={{ TreasurerPayments: catalog.TreasurerPayments }}>
      <DuesPanel api={api} planNames={catalog.TreasurerPayments.plans} />
    </NextIntlClientProvider>,
  );
}

describe('the dues panel', () => {
  it.each(['en', 'hi'] as const)(
    'groups members by where they stand, with a WhatsApp reminder for the late and the due, in %s',
    async (locale) => {
      const t = { en, hi }[locale].TreasurerPayments.dues;
      renderPanel(
        {
          list: vi.fn(async () => [
            item('player_1', 'Sunita', 'late'),
            item('player_2', 'Ramesh', 'remindNow'),
            item('player_3', 'Meena', 'paidUp', { paidThrough: '2026-09-10' }),
          ]),
          waive: vi.fn(),
        },
        locale,
      );
      const late = await screen.findByRole('region', { name: t.sections.late });
      const reminder = within(late).getByRole('link', { name: t.remind.replace('{name}', 'Sunita') });
      expect(reminder).toHaveAttribute('href', 'https://wa.me/919876543210?text=player_1');
      expect(reminder).toHaveAttribute('rel', 'noopener noreferrer');
      expect(within(screen.getByRole('region', { name: t.sections.remindNow })).getByRole('link')).toBeInTheDocument();
      const paidUp = screen.getByRole('region', { name: t.sections.paidUp });
      expect(within(paidUp).queryByRole('link')).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: t.sections.dueThisMonth })).not.toBeInTheDocument();
    },
  );

  it('records a fee waiver with its reason and loads the list again; says so when it fails', async () => {
    const t = en.TreasurerPayments.dues;
    const list = vi.fn(async () => [item('player_1', 'Sunita', 'late')]);
    const waive = vi.fn<DuesApi['waive']>().mockRejectedValueOnce(new Error('400')).mockResolvedValue(undefined);
    renderPanel({ list, waive });
    const form = await screen.findByRole('form', { name: t.waiver.replace('{name}', 'Sunita') });
    await userEvent.clear(within(form).getByRole('spinbutton', { name: t.periods }));
    await userEvent.type(within(form).getByRole('spinbutton', { name: t.periods }), '2');
    await userEvent.type(
      within(form).getByRole('textbox', { name: new RegExp(t.reason.replace(/[()]/g, '\\$&')) }),
      'Flood',
    );
    await userEvent.click(within(form).getByRole('button', { name: t.saveWaiver }));
    expect(waive).toHaveBeenCalledWith('player_1', 2, 'Flood');
    expect(await screen.findByText(t.waiverFailed)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: new RegExp(t.reason.replace(/[()]/g, '\\$&')) })).toHaveValue(
      'Flood',
    );
    await userEvent.click(within(form).getByRole('button', { name: t.saveWaiver }));
    await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });
});
