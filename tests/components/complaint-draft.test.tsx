import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicForm } from '@/components/forms/public-form';
import { formMessages } from '@/lib/forms/form-messages';
import type { FormId } from '@/lib/forms/options';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

const fakes = vi.hoisted(() => ({ submit: vi.fn() }));
vi.mock('@/lib/forms/submit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/forms/submit')>()),
  submitRecord: fakes.submit,
}));

const DRAFT_KEY = 'form_draft_complaint';
const complaint = {
  category: 'coaching',
  description: 'The coach shouted at the under-16 players after the match.',
  incidentDate: '2020-01-01',
  anonymous: false,
  name: 'Priya Singh',
  phone: '9876543210',
};

/** Renders a form and waits until it has read its draft (the send button is then enabled). */
async function show(formId: FormId, locale: 'en' | 'hi' = 'en') {
  const catalog = locale === 'en' ? en : hi;
  render(
    <NextIntlClientProvider locale={locale} messages={{ Forms: formMessages(catalog.Forms, formId) }}>
      <PublicForm formId={formId} siteUrl="https://example.org" guardianPeriod="14 days" />
    </NextIntlClientProvider>,
  );
  const send = screen.getByRole('button', { name: catalog.Forms[formId].submit });
  await vi.waitFor(() => expect(send).toBeEnabled());
  return send;
}

afterEach(() => {
  sessionStorage.clear();
  vi.clearAllMocks();
});

// Rendering the whole form with MUI takes a few seconds on a busy machine, the first time more.
describe('the complaint draft', { timeout: 30_000 }, () => {
  it('is kept in this tab only (sessionStorage), never in localStorage', async () => {
    await show('complaint');
    await userEvent.type(screen.getByRole('textbox', { name: en.Forms.complaint.fields.name }), 'Priya');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ name: 'Priya' });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('is cleared once the complaint is sent', async () => {
    fakes.submit.mockResolvedValue({ reference: 'CMP-AB12CD34' });
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(complaint));
    await userEvent.click(await show('complaint'));
    // The first send loads the checks and the sender: slow on a busy machine.
    await screen.findByTestId('form-reference', {}, { timeout: 10_000 });
    expect(fakes.submit).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('left in localStorage by an earlier version is deleted on load, not shown to whoever opens the form', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(complaint));
    await show('complaint');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.getByRole('textbox', { name: en.Forms.complaint.fields.name })).toHaveValue('');
    expect(screen.queryByText(en.Forms.draftRestored)).not.toBeInTheDocument();
  });

  it.each([
    ['en', en],
    ['hi', hi],
  ] as const)('is explained beside the form (%s)', async (locale, catalog) => {
    await show('complaint', locale);
    const form = screen.getByRole('form', { name: catalog.Forms.complaint.title });
    expect(form).toContainElement(screen.getByText(catalog.Forms.complaint.draftNote));
  });
});

describe('the other forms', { timeout: 30_000 }, () => {
  it('keep their draft in localStorage, where a closed tab does not lose it, and say nothing about tabs', async () => {
    await show('contact');
    await userEvent.type(screen.getByRole('textbox', { name: en.Forms.contact.fields.subject }), 'Nets');
    expect(JSON.parse(localStorage.getItem('form_draft_contact') ?? '{}')).toMatchObject({ subject: 'Nets' });
    expect(sessionStorage.getItem('form_draft_contact')).toBeNull();
    expect(screen.queryByText(en.Forms.complaint.draftNote)).not.toBeInTheDocument();
  });
});
