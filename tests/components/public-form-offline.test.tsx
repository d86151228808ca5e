import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicForm } from '@/components/forms/public-form';
import type { SubmissionRequest } from '@/lib/forms/submission';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

const fakes = vi.hoisted(() => ({ submit: vi.fn() }));
vi.mock('@/lib/forms/submit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/forms/submit')>()),
  submitRecord: fakes.submit,
}));

const contact = {
  name: 'Amit Kumar',
  phone: '9876543210',
  subject: 'Volunteering',
  message: 'I would like to help.',
  consent: true,
};
/** The first send loads the checks and the sender: slow on a busy machine. */
const SLOW = { timeout: 10_000 };
const offline = Object.assign(new Error('Form not sent: offline'), { kind: 'offline' });

function renderContact(locale: 'en' | 'hi') {
  localStorage.setItem('form_draft_contact', JSON.stringify(contact));
  const messages = locale === 'en' ? en : hi;
  render(
    <NextIntlClientProvider locale={locale} messages={{ Forms: messages.Forms }}>
      <PublicForm formId="contact" siteUrl="https://example.org" guardianPeriod="14 days" />
    </NextIntlClientProvider>,
  );
  return messages;
}

afterEach(() => {
  fakes.submit.mockReset();
  localStorage.clear();
});

// Rendering the whole form with MUI takes a few seconds on a busy machine, the first time more.
describe('a form sent while offline', { timeout: 30_000 }, () => {
  it.each(['en', 'hi'] as const)(
    'says it is not sent yet (%s), keeps it, and sends the same submission once back online',
    async (locale) => {
      const messages = renderContact(locale);
      fakes.submit.mockRejectedValueOnce(offline).mockResolvedValueOnce({ reference: 'MSG-AB12CD34' });
      const button = screen.getByRole('button', { name: messages.Forms.contact.submit });
      await vi.waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);

      expect(await screen.findByText(messages.Forms.notSentYet, {}, SLOW)).toBeInTheDocument();
      expect(localStorage.getItem('form_draft_contact')).not.toBeNull();
      expect(localStorage.getItem('form_pending_contact')).not.toBeNull();

      window.dispatchEvent(new Event('online'));
      expect(await screen.findByTestId('form-reference', {}, SLOW)).toHaveTextContent('MSG-AB12CD34');
      const [first, second] = fakes.submit.mock.calls.map(([, submission]) => submission as SubmissionRequest);
      expect(fakes.submit).toHaveBeenCalledTimes(2);
      expect(second?.submissionId).toBe(first?.submissionId);
      expect(localStorage.getItem('form_pending_contact')).toBeNull();
      expect(localStorage.getItem('form_draft_contact')).toBeNull();
    },
  );

  it('sends what waited before a reload as soon as the page is live', async () => {
    const waiting: SubmissionRequest = { submissionId: '0f8fad5b-d9cb-469f-a165-70867728950e', values: contact };
    localStorage.setItem('form_pending_contact', JSON.stringify(waiting));
    fakes.submit.mockResolvedValueOnce({ reference: 'MSG-AB12CD34' });
    renderContact('en');
    expect(await screen.findByTestId('form-reference', {}, SLOW)).toHaveTextContent('MSG-AB12CD34');
    expect(fakes.submit).toHaveBeenCalledWith('contact', waiting);
  });
});
