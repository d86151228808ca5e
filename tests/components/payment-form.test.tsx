import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentForm, type PaymentFormProps } from '@/components/payments/payment-form';
import { PaymentLookupForm } from '@/components/payments/payment-lookup-form';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import type { PaymentPostAnswer } from '@/lib/payments/payment-answers';
import { emptyPaymentValues } from '@/lib/payments/payment-form';
import { showPayment } from '@/lib/payments/payment-shown';

const fakes = vi.hoisted(() => ({ pay: vi.fn(), utr: vi.fn(), find: vi.fn() }));
vi.mock('@/lib/payments/payment-actions', () => ({
  postPayment: fakes.pay,
  postUtr: fakes.utr,
  postPaymentLookup: fakes.find,
}));

const catalogs = { en, hi } as const;
const planNames = { player: 'Player', supporter: 'Supporter', family: 'Family', patron: 'Patron' };
const SUBMISSION = 'c7c4a0c2-7f53-4d0e-9a55-2f0b1b4f6c11';

const shown = (locale: 'en' | 'hi' = 'en') =>
  showPayment(
    {
      reference: 'PAY23456789',
      amountPaise: 7_500,
      purpose: { kind: 'plan', plan: 'player', concession: 'girl' },
      status: 'pending',
      utr: '',
    },
    { payeeVpa: 'rohtasyuva@sbi', payeeName: 'Rohtas Yuva Foundation' },
    {
      qrTitle: catalogs[locale].Payments.payment.qrTitle
        .replace('{amount}', '₹75')
        .replace('{payee}', 'Rohtas Yuva Foundation'),
      shortName: 'RYF',
      proofMobile: '9876543210',
    },
  );

function form(locale: 'en' | 'hi' = 'en', props: Partial<PaymentFormProps> = {}) {
  return (
    <NextIntlClientProvider locale={locale} messages={{ Payments: catalogs[locale].Payments }}>
      <PaymentForm
        purpose="donation"
        submissionId={SUBMISSION}
        donationPresetsRupees={[500, 1000]}
        maxDonationRupees={100_000}
        concessionPercent={50}
        planNames={planNames}
        {...props}
      />
    </NextIntlClientProvider>
  );
}

async function axeFindings() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`);
}

afterEach(() => vi.clearAllMocks());

describe('the payment form', () => {
  it('is a plain form in the server HTML, every field named, so it posts without scripts', () => {
    const donation = renderToString(form());
    for (const name of [
      'purpose',
      'locale',
      'submissionId',
      'amountChoice',
      'ownAmount',
      'name',
      'mobile',
      'email',
      'address',
      'wants80GReceipt',
      'pan',
      'citizenship',
      'consent',
    ]) {
      expect(donation).toContain(`name="${name}"`);
    }
    expect(donation).toContain(`value="${SUBMISSION}"`);
    const plan = renderToString(form('en', { purpose: 'player' }));
    expect(plan).toContain('name="concession"');
    expect(plan).not.toContain('name="amountChoice"');
    expect(renderToString(form('en', { purpose: 'patron' }))).not.toContain('name="concession"');
  });

  it.each(['en', 'hi'] as const)(
    'shows each server message beside its field, in %s, keeping what was typed',
    async (locale) => {
      const t = catalogs[locale].Payments;
      const answer: PaymentPostAnswer = {
        kind: 'invalid',
        values: {
          ...emptyPaymentValues('donation', locale),
          mobile: '123',
          amountChoice: 'own',
          ownAmount: '250000',
          citizenship: 'foreign',
        },
        errors: { mobile: 'mobile', amount: 'amountMax:100000', citizenship: 'foreignRefused', consent: 'consent' },
      };
      render(form(locale, { initial: answer }));
      expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent(t.form.fixErrors);
      const mobile = screen.getByRole('textbox', { name: new RegExp(t.form.mobile) });
      expect(mobile).toHaveValue('123');
      expect(mobile).toHaveAccessibleDescription(t.errors.mobile);
      expect(screen.getByRole('textbox', { name: new RegExp(t.form.ownAmountLabel) })).toHaveAccessibleDescription(
        t.errors.amountMax.replace('{limit}', '100000'),
      );
      expect(screen.getByRole('radiogroup', { name: new RegExp(t.form.citizenship) })).toHaveAccessibleDescription(
        t.errors.foreignRefused,
      );
      expect(screen.getByRole('checkbox', { name: t.form.consent })).toHaveAccessibleDescription(t.errors.consent);
      expect(await axeFindings()).toEqual([]);
    },
  );

  it('names the PAN holder from its fourth letter as it is typed', async () => {
    render(form('hi'));
    const pan = screen.getByRole('textbox', { name: new RegExp(hi.Payments.form.pan.replace(/[()]/g, '.')) });
    expect(pan).toHaveAccessibleDescription(hi.Payments.form.panHelp);
    await userEvent.type(pan, 'aaapl1234c');
    expect(pan).toHaveAccessibleDescription(hi.Payments.form.panHolder.replace('{holder}', 'व्यक्ति'));
  });

  it('posts the details with the page’s id, purpose and language', async () => {
    fakes.pay.mockResolvedValue({ kind: 'created', payment: shown() } satisfies PaymentPostAnswer);
    render(form('en', { purpose: 'player' }));
    const t = en.Payments.form;
    await userEvent.click(screen.getByRole('radio', { name: t.concessions.girl }));
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${t.name}`) }), 'Sunita Devi');
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${t.mobile}`) }), '9876543210');
    await userEvent.click(screen.getByRole('radio', { name: t.citizenships.indian }));
    await userEvent.click(screen.getByRole('checkbox', { name: t.consent }));
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    const sent = fakes.pay.mock.calls[0]?.[1] as FormData;
    expect(Object.fromEntries(sent)).toMatchObject({
      purpose: 'player',
      concession: 'girl',
      locale: 'en',
      submissionId: SUBMISSION,
      name: 'Sunita Devi',
      mobile: '9876543210',
      citizenship: 'indian',
      consent: 'on',
    });
    expect(await screen.findByTestId('payment-reference')).toHaveTextContent('PAY23456789');
  });
});

describe('the payment to pay', () => {
  it.each(['en', 'hi'] as const)(
    'shows the amount, reference, titled QR code, UPI link and iPhone note, in %s',
    async (locale) => {
      const t = catalogs[locale].Payments;
      render(form(locale, { initial: { kind: 'created', payment: shown(locale) } }));
      expect(screen.getByRole('heading', { name: t.payment.title.replace('{amount}', '₹75') })).toBeInTheDocument();
      expect(screen.getByTestId('payment-reference')).toHaveTextContent('PAY23456789');
      const qr = screen.getByRole('img', {
        name: t.payment.qrTitle.replace('{amount}', '₹75').replace('{payee}', 'Rohtas Yuva Foundation'),
      });
      expect(qr.tagName.toLowerCase()).toBe('svg');
      expect(screen.getByRole('link', { name: t.payment.payWithApp })).toHaveAttribute(
        'href',
        'upi://pay?pa=rohtasyuva@sbi&pn=Rohtas%20Yuva%20Foundation&tr=PAY23456789&tn=RYF%20player%20plan%20PAY23456789&am=75.00&cu=INR',
      );
      expect(screen.getByText(t.payment.iphone)).toBeInTheDocument();
      expect(screen.getByText(t.payment.status.pending)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: new RegExp(t.utr.label.replace(/[()]/g, '.')) })).toBeInTheDocument();
      expect(await axeFindings()).toEqual([]);
    },
  );

  it.each(['confirmed', 'rejected'] as const)(
    'says the payment is %s, in both languages, and offers no QR code or UTR form',
    async (status) => {
      for (const locale of ['en', 'hi'] as const) {
        const t = catalogs[locale].Payments;
        const { unmount } = render(
          form(locale, { initial: { kind: 'created', payment: { ...shown(locale), status } } }),
        );
        expect(screen.getByText(t.payment.status[status])).toBeInTheDocument();
        expect(screen.queryByRole('img')).not.toBeInTheDocument();
        expect(screen.queryByRole('link', { name: t.payment.payWithApp })).not.toBeInTheDocument();
        expect(
          screen.queryByRole('textbox', { name: new RegExp(t.utr.label.replace(/[()]/g, '.')) }),
        ).not.toBeInTheDocument();
        expect(await axeFindings()).toEqual([]);
        unmount();
      }
    },
  );

  it('sends the UTR with the payment’s proof, and says when it was given for another payment', async () => {
    fakes.utr.mockResolvedValue({
      typed: '412345678901',
      payment: { ...shown(), status: 'utrSubmitted', utr: '412345678901', utrFlagged: true },
    });
    render(form('en', { initial: { kind: 'created', payment: shown() } }));
    const t = en.Payments;
    await userEvent.type(screen.getByRole('textbox', { name: /UTR/ }), '4123 4567 8901');
    await userEvent.click(screen.getByRole('button', { name: t.utr.submit }));
    expect(Object.fromEntries(fakes.utr.mock.calls[0]?.[1] as FormData)).toEqual({
      reference: 'PAY23456789',
      mobile: '9876543210',
      utr: '4123 4567 8901',
    });
    expect(await screen.findByText(t.utr.flagged)).toBeInTheDocument();
    expect(screen.getByText(t.payment.status.utrSubmitted)).toBeInTheDocument();
  });

  it('shows a UTR that is not 12 digits as an error beside the field', async () => {
    fakes.utr.mockResolvedValue({ typed: '4123', problem: 'utr' });
    render(form('hi', { initial: { kind: 'created', payment: shown('hi') } }));
    const field = screen.getByRole('textbox', { name: /UTR/ });
    await userEvent.type(field, '4123');
    await userEvent.click(screen.getByRole('button', { name: hi.Payments.utr.submit }));
    expect(await screen.findByText(hi.Payments.utr.errors.utr)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(hi.Payments.utr.errors.utr);
  });
});

describe('finding a payment', () => {
  const lookup = (locale: 'en' | 'hi') => (
    <NextIntlClientProvider locale={locale} messages={{ Payments: catalogs[locale].Payments }}>
      <PaymentLookupForm planNames={planNames} />
    </NextIntlClientProvider>
  );

  it.each(['en', 'hi'] as const)(
    'asks for both proofs and answers a generic “nothing found”, in %s',
    async (locale) => {
      const t = catalogs[locale].Payments.lookup;
      fakes.find.mockResolvedValue({ typed: { reference: 'PAY23456789', mobile: '9123456789' }, problem: 'notFound' });
      render(lookup(locale));
      await userEvent.type(screen.getByRole('textbox', { name: new RegExp(t.reference) }), 'PAY23456789');
      await userEvent.type(screen.getByRole('textbox', { name: new RegExp(t.mobile) }), '9123456789');
      await userEvent.click(screen.getByRole('button', { name: t.find }));
      // The page's language goes with the proofs: a receipt found is written in it.
      expect(Object.fromEntries(fakes.find.mock.calls[0]?.[1] as FormData)).toEqual({
        locale,
        reference: 'PAY23456789',
        mobile: '9123456789',
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(t.errors.notFound);
      expect(screen.queryByRole('img')).toBeNull();
      expect(await axeFindings()).toEqual([]);
    },
  );

  it('shows the payment found, with its QR code', async () => {
    fakes.find.mockResolvedValue({ typed: { reference: 'PAY23456789', mobile: '9876543210' }, payment: shown() });
    render(lookup('en'));
    await userEvent.click(screen.getByRole('button', { name: en.Payments.lookup.find }));
    const panel = await screen.findByRole('region', { name: /Pay ₹75/ });
    expect(within(panel).getByRole('img', { name: /QR code/ })).toBeInTheDocument();
  });
});
