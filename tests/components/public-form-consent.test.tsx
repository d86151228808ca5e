import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicForm } from '@/components/forms/public-form';
import type { FormId } from '@/lib/forms/options';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

const fakes = vi.hoisted(() => ({ submit: vi.fn() }));
vi.mock('@/lib/forms/submit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/forms/submit')>()),
  submitRecord: fakes.submit,
}));

const TOKEN = 'A'.repeat(43);
const SLOW = { timeout: 10_000 };

function renderForm(formId: FormId, locale: 'en' | 'hi' = 'en') {
  const messages = locale === 'en' ? en : hi;
  render(
    <NextIntlClientProvider
      locale={locale}
      messages={{ Forms: messages.Forms, Privacy: { sent: messages.Privacy.sent } }}
    >
      <PublicForm formId={formId} siteUrl="https://example.org" guardianPeriod="14 days" />
    </NextIntlClientProvider>,
  );
  return messages;
}

afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

// Rendering the whole form with MUI takes a few seconds on a busy machine, the first time more.
describe('the forms’ consent and a minor’s parent', { timeout: 30_000 }, () => {
  it('contact: the consent box starts unticked, and sending without it says so beside it', async () => {
    localStorage.setItem(
      'form_draft_contact',
      JSON.stringify({
        name: 'Amit Kumar',
        phone: '9876543210',
        subject: 'Volunteering',
        message: 'I would like to help.',
      }),
    );
    const m = renderForm('contact');
    const box = screen.getByRole('checkbox', { name: m.Forms.contact.fields.consent });
    expect(box).not.toBeChecked();
    const button = screen.getByRole('button', { name: m.Forms.contact.submit });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText(m.Forms.errors.consent, {}, SLOW)).toBeInTheDocument();
    expect(fakes.submit).not.toHaveBeenCalled();
  });

  it.each(['en', 'hi'] as const)('survey (%s): the 14-17 band asks for a parent’s name and mobile', async (locale) => {
    const m = renderForm('survey', locale);
    const name = () => screen.queryByRole('textbox', { name: new RegExp(m.Forms.survey.fields.guardianName) });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: m.Forms.survey.submit })).toBeEnabled());
    expect(name()).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: m.Forms.options.ageGroup['14-17'] }));
    expect(name()).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(m.Forms.survey.fields.guardianPhone) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: m.Forms.options.ageGroup['18-21'] }));
    expect(name()).toBeNull();
  });

  it('a minor’s sent screen says it waits for a parent and offers the link on WhatsApp', async () => {
    localStorage.setItem(
      'form_draft_membership',
      JSON.stringify({
        fullName: 'Sonu Kumar',
        dateOfBirth: '2012-06-01',
        phone: '7654321098',
        guardianName: 'Sunita Devi',
        guardianPhone: '91234 56789',
        village: 'Dehri',
        position: 'forward',
        experience: 'none',
        plan: '',
        consent: true,
      }),
    );
    fakes.submit.mockResolvedValue({ reference: 'MEM-AB12CD34', guardianToken: TOKEN });
    const m = renderForm('membership');
    const button = screen.getByRole('button', { name: m.Forms.membership.submit });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await screen.findByTestId('form-reference', {}, SLOW);
    expect(screen.getByText(m.Privacy.sent.waiting.replace('{period}', '14 days'))).toBeInTheDocument();
    const link = `https://example.org/privacy/guardian/${TOKEN}`;
    const whatsApp = screen.getByRole('link', { name: m.Privacy.sent.whatsApp });
    const href = new URL(whatsApp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/919123456789');
    expect(href.searchParams.get('text')).toBe(m.Privacy.sent.message.replace('{link}', link));
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
  });

  it('an adult’s sent screen offers no parent link', async () => {
    fakes.submit.mockResolvedValue({ reference: 'MSG-AB12CD34' });
    localStorage.setItem(
      'form_draft_contact',
      JSON.stringify({
        name: 'Amit Kumar',
        phone: '9876543210',
        subject: 'Volunteering',
        message: 'I would like to help.',
        consent: true,
      }),
    );
    const m = renderForm('contact');
    const button = screen.getByRole('button', { name: m.Forms.contact.submit });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await screen.findByTestId('form-reference', {}, SLOW);
    expect(screen.queryByRole('link', { name: m.Privacy.sent.whatsApp })).toBeNull();
  });
});
