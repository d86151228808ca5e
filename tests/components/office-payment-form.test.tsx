import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentsPanel, type PaymentsApi } from '@/components/team/payments-panel';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import type { OfficeEntryRequest } from '@/lib/payments/payments-client';
import { mockPaymentsApi } from '../support/payments-api';

const catalogs = { en, hi } as const;
const t = en.TreasurerPayments.office;
const named = (label: string) => new RegExp(`^${label.replace(/[()?]/g, '\\$&')}`);

afterEach(() => {
  vi.restoreAllMocks();
});

/** The panel with the office form opened, its entry ids made in order: entry-1, entry-2… */
async function openForm(api: PaymentsApi, locale: 'en' | 'hi' = 'en') {
  let made = 0;
  vi.spyOn(crypto, 'randomUUID').mockImplementation(() => `00000000-0000-4000-8000-00000000000${++made}`);
  render(
    <NextIntlClientProvider locale={locale} messages={{ TreasurerPayments: catalogs[locale].TreasurerPayments }}>
      <PaymentsPanel api={api} />
    </NextIntlClientProvider>,
  );
  const open = screen.getByRole('button', { name: catalogs[locale].TreasurerPayments.office.open });
  expect(open).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(open);
  expect(open).toHaveAttribute('aria-expanded', 'true');
}

const field = (label: string) => screen.getByLabelText(named(label), { selector: 'input, textarea' });
/** Types `text` into the field at once (as pasted): the form re-renders once, not per letter. */
async function write(label: string, text: string) {
  await userEvent.click(field(label));
  await userEvent.paste(text);
}
const purpose = () => screen.getByRole('combobox', { name: named(t.purpose) });

/** A cash donation of `rupees`, with the payer's details and the notice given. */
async function fillCashDonation(rupees: string) {
  await userEvent.click(screen.getByLabelText('Cash', { selector: 'input[type=radio]' }));
  await userEvent.selectOptions(purpose(), 'donation');
  await write(t.amount, rupees);
  await write(t.name, 'Ramesh Singh');
  await write(t.mobile, '9876543210');
  await userEvent.click(screen.getByLabelText(t.citizenships.indian, { selector: 'input[type=radio]' }));
  await userEvent.click(screen.getByLabelText(named(t.consent), { selector: 'input[type=checkbox]' }));
}

const cashDonation = (entryId: string, rupees: string): OfficeEntryRequest => ({
  entryId,
  mode: 'cash',
  bankReference: '',
  values: {
    purpose: 'donation',
    concession: '',
    ownAmount: rupees,
    name: 'Ramesh Singh',
    mobile: '9876543210',
    email: '',
    address: '',
    wants80GReceipt: false,
    pan: '',
    citizenship: 'indian',
    consent: true,
    locale: 'en',
  },
});

describe('the form for money received at the office', () => {
  it('asks for a transfer’s reference, a donation’s amount and a player’s concession only when they apply', async () => {
    await openForm(mockPaymentsApi());
    expect(screen.getByLabelText('Cash', { selector: 'input[type=radio]' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: named(t.bankReference) })).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Bank transfer', { selector: 'input[type=radio]' }));
    expect(field(t.bankReference)).toHaveAccessibleDescription(t.bankReferenceHelp);

    expect(
      within(purpose())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([t.choosePurpose, 'Donation', 'Player plan', 'Supporter plan', 'Family plan', 'Patron plan']);
    expect(screen.queryByRole('textbox', { name: named(t.amount) })).not.toBeInTheDocument();
    await userEvent.selectOptions(purpose(), 'donation');
    expect(field(t.amount)).toHaveAccessibleDescription('Whole rupees, up to ₹1,00,00,000.');
    await userEvent.click(screen.getByLabelText('Cash', { selector: 'input[type=radio]' }));
    expect(field(t.amount)).toHaveAccessibleDescription('Whole rupees, up to ₹1,99,999.');
    expect(screen.queryByRole('radiogroup', { name: t.concession })).not.toBeInTheDocument();

    await userEvent.selectOptions(purpose(), 'player');
    expect(screen.queryByRole('textbox', { name: named(t.amount) })).not.toBeInTheDocument();
    expect(screen.getByText('Amount for this plan: ₹150')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(t.concessions.girl, { selector: 'input[type=radio]' }));
    expect(screen.getByText('Amount for this plan: ₹75')).toBeInTheDocument();
    await userEvent.selectOptions(purpose(), 'supporter');
    expect(screen.queryByRole('radiogroup', { name: t.concession })).not.toBeInTheDocument();
    expect(screen.getByText('Amount for this plan: ₹500')).toBeInTheDocument();

    expect(screen.queryByRole('textbox', { name: named(t.pan) })).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(t.wants80GReceipt, { selector: 'input[type=checkbox]' }));
    await write(t.pan, 'AAAPL1234C');
    expect(field(t.pan)).toHaveAccessibleDescription('PAN of: Individual');
    expect(screen.getByLabelText(t.locales.en, { selector: 'input[type=radio]' })).toBeChecked();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('keeps one entry id across a refused try and a retry, shows each message beside its field, and starts a new entry after success', async () => {
    const api = mockPaymentsApi();
    api.recordOffice
      .mockResolvedValueOnce({ ok: false, code: 'invalid', errors: { amount: 'amountMax:199999', mobile: 'mobile' } })
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ ok: true, reference: 'PAYK7Q2M9XD', receiptNumber: 'RYF/2026-27/00004' })
      .mockResolvedValueOnce({ ok: true, reference: 'PAYZZZZZZZZ', receiptNumber: 'RYF/2026-27/00005' });
    await openForm(api);
    await fillCashDonation('2,50,000');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(api.recordOffice).toHaveBeenLastCalledWith(cashDonation('00000000-0000-4000-8000-000000000001', '2,50,000'));

    expect(await screen.findByRole('alert')).toHaveTextContent(t.fixErrors);
    expect(field(t.amount)).toHaveAccessibleDescription(t.errors.amountMaxCash);
    expect(field(t.amount)).toHaveValue('2,50,000');
    expect(field(t.mobile)).toHaveAccessibleDescription(t.errors.mobile);
    expect(field(t.mobile)).toHaveValue('9876543210');
    expect(field(t.name)).toHaveValue('Ramesh Singh');
    expect(screen.getByLabelText(named(t.consent), { selector: 'input[type=checkbox]' })).toBeChecked();

    await userEvent.clear(field(t.amount));
    await write(t.amount, '1500');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.failed);
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('Recorded: reference PAYK7Q2M9XD, receipt RYF/2026-27/00004')).toBeInTheDocument();
    expect(api.recordOffice).toHaveBeenCalledTimes(3);
    expect(api.recordOffice.mock.calls.slice(1).map(([entry]) => entry)).toEqual([
      cashDonation('00000000-0000-4000-8000-000000000001', '1500'),
      cashDonation('00000000-0000-4000-8000-000000000001', '1500'),
    ]);

    expect(screen.getByRole('status')).toHaveTextContent('Recorded: reference PAYK7Q2M9XD, receipt RYF/2026-27/00004');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field(t.name)).toHaveValue('');
    expect(screen.getByLabelText('Cash', { selector: 'input[type=radio]' })).not.toBeChecked();
    expect(api.list).toHaveBeenCalledTimes(2);

    await fillCashDonation('500');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(api.recordOffice).toHaveBeenLastCalledWith(cashDonation('00000000-0000-4000-8000-000000000002', '500'));
  });

  it('sends a bank transfer with its reference, and words its largest amount as a check, not the law', async () => {
    const api = mockPaymentsApi();
    api.recordOffice.mockResolvedValue({
      ok: false,
      code: 'invalid',
      errors: { amount: 'amountMax:10000000', bankReference: 'bankReference', citizenship: 'foreignRefused' },
    });
    await openForm(api);
    await fillCashDonation('20000000');
    await userEvent.click(screen.getByLabelText('Bank transfer', { selector: 'input[type=radio]' }));
    await write(t.bankReference, 'SBIN-1');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(api.recordOffice).toHaveBeenCalledWith({
      ...cashDonation('00000000-0000-4000-8000-000000000001', '20000000'),
      mode: 'bankTransfer',
      bankReference: 'SBIN-1',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.fixErrors);
    expect(field(t.amount)).toHaveAccessibleDescription(
      'The largest amount recorded at once is ₹1,00,00,000: check the amount.',
    );
    expect(field(t.bankReference)).toHaveAccessibleDescription(t.errors.bankReference);
    expect(screen.getByLabelText(t.citizenships.indian, { selector: 'input[type=radio]' })).toHaveAccessibleDescription(
      t.errors.foreignRefused,
    );
  });

  it('sends nothing until how the money came is chosen, and shows the consent’s message beside it', async () => {
    const api = mockPaymentsApi();
    await openForm(api);
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(api.recordOffice).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Cash', { selector: 'input[type=radio]' })).toHaveAccessibleDescription(
      t.errors.choose,
    );
    api.recordOffice.mockResolvedValue({
      ok: false,
      code: 'invalid',
      errors: { consent: 'consent', name: 'tooShort:2' },
    });
    await userEvent.click(screen.getByLabelText('Cash', { selector: 'input[type=radio]' }));
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('checkbox', { name: named(t.consent) })).toHaveAccessibleDescription(
      t.errors.consent,
    );
    expect(field(t.name)).toHaveAccessibleDescription('Write at least 2 characters.');
    expect(screen.getByLabelText('Cash', { selector: 'input[type=radio]' })).not.toHaveAccessibleDescription(
      t.errors.choose,
    );
  });

  it('says when the entry was recorded before with other details, and a new opening is a new entry', async () => {
    const api = mockPaymentsApi();
    api.recordOffice.mockResolvedValue({ ok: false, code: 'conflict' });
    await openForm(api);
    await fillCashDonation('1500');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.conflict);
    await userEvent.click(screen.getByRole('button', { name: t.close }));
    expect(screen.queryByRole('combobox', { name: named(t.purpose) })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.open }));
    await fillCashDonation('1500');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(api.recordOffice).toHaveBeenLastCalledWith(cashDonation('00000000-0000-4000-8000-000000000002', '1500'));
  });

  it('is labelled in Hindi, with the receipt in Hindi when the workspace is', async () => {
    const api = mockPaymentsApi();
    await openForm(api, 'hi');
    const office = hi.TreasurerPayments.office;
    expect(screen.getByLabelText('नक़द', { selector: 'input[type=radio]' })).toBeInTheDocument();
    expect(screen.getByLabelText(office.locales.hi, { selector: 'input[type=radio]' })).toBeChecked();
    expect(
      within(screen.getByRole('combobox', { name: named(office.purpose) }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('खिलाड़ी योजना');
    expect(screen.getByLabelText(named(office.consent), { selector: 'input[type=checkbox]' })).toBeInTheDocument();
  });
});
