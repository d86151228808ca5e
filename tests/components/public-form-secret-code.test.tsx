import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicForm } from '@/components/forms/public-form';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

const fakes = vi.hoisted(() => ({ submit: vi.fn() }));
vi.mock('@/lib/forms/submit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/forms/submit')>()),
  submitRecord: fakes.submit,
}));

const complaint = {
  category: 'coaching',
  description: 'The coach shouted at the under-16 players after the match.',
  incidentDate: '2020-01-01',
  name: '',
  phone: '',
};

/** Sends a complaint, filled in from a saved draft (the form restores it on load). */
async function send(locale: 'en' | 'hi', draft: Record<string, unknown>) {
  sessionStorage.setItem('form_draft_complaint', JSON.stringify(draft));
  const messages = locale === 'en' ? en : hi;
  render(
    <NextIntlClientProvider locale={locale} messages={{ Forms: messages.Forms }}>
      <PublicForm formId="complaint" siteUrl="https://example.org" guardianPeriod="14 days" />
    </NextIntlClientProvider>,
  );
  const button = screen.getByRole('button', { name: messages.Forms.complaint.submit });
  await vi.waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  // The first send loads the checks and the sender: slow on a busy machine.
  await screen.findByTestId('form-reference', {}, { timeout: 10_000 });
}

afterEach(() => {
  vi.clearAllMocks();
});

// Rendering the whole form with MUI takes a few seconds on a busy machine, the first time more.
describe('the complaint form once sent', { timeout: 30_000 }, () => {
  it.each([
    ['en', en],
    ['hi', hi],
  ] as const)(
    'shows an anonymous sender (%s) the code next to the reference, and says to keep both',
    async (locale, m) => {
      fakes.submit.mockResolvedValue({ reference: 'CMP-AB12CD34', code: 'K7M2Q9' });
      await send(locale, { ...complaint, anonymous: true });
      expect(screen.getByTestId('form-reference')).toHaveTextContent('CMP-AB12CD34');
      expect(screen.getByText(m.Forms.complaint.codeLabel)).toBeInTheDocument();
      expect(screen.getByTestId('form-secret-code')).toHaveTextContent('K7M2Q9');
      expect(screen.getByText(m.Forms.complaint.keepCode)).toBeInTheDocument();
    },
  );

  it('shows a named sender no code', async () => {
    fakes.submit.mockResolvedValue({ reference: 'CMP-AB12CD34' });
    await send('en', { ...complaint, anonymous: false, name: 'Priya Singh', phone: '9876543210' });
    expect(screen.queryByTestId('form-secret-code')).not.toBeInTheDocument();
    expect(screen.queryByText(en.Forms.complaint.codeLabel)).not.toBeInTheDocument();
    expect(screen.getByText(en.Forms.complaint.keepReference)).toBeInTheDocument();
  });
});
