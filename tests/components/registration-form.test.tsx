import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegistrationForm } from '@/components/events/registration-form';
import type { RegistrationAnswer } from '@/lib/events/registration-answers';
import { EMPTY_REGISTRATION_VALUES } from '@/lib/events/registration-fields';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

const fakes = vi.hoisted(() => ({ register: vi.fn() }));
vi.mock('@/lib/events/registration-actions', () => ({ postRegistration: fakes.register }));
vi.mock('@/lib/i18n/use-site-locale', () => ({ useSiteLocale: () => 'en' }));

const catalogs = { en, hi } as const;
const SUBMISSION = 'c7c4a0c2-7f53-4d0e-9a55-2f0b1b4f6c11';

function form(locale: 'en' | 'hi', initial: RegistrationAnswer | null = null) {
  const messages = catalogs[locale];
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{
        Registration: messages.Registration,
        Forms: { errors: messages.Forms.errors, honeypot: messages.Forms.honeypot },
      }}
    >
      <RegistrationForm slug="football-camp" submissionId={SUBMISSION} initial={initial} />
    </NextIntlClientProvider>
  );
}

afterEach(() => {
  sessionStorage.clear();
  fakes.register.mockReset();
});

describe('the registration form', () => {
  it('asks every field by its label, in Hindi, with the parent’s fields for under-18s', () => {
    render(form('hi'));
    const r = hi.Registration;
    expect(screen.getByRole('textbox', { name: r.name })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(`^${r.mobile}`) })).toBeInTheDocument();
    for (const band of Object.values(r.ageBands)) expect(screen.getByRole('radio', { name: band })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: r.parentHeading })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: r.parentName })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: r.consent })).not.toBeChecked();
    expect(screen.getByRole('button', { name: r.submit })).toBeEnabled();
  });

  it('shows each field’s message and everything typed when the server sends the form back', async () => {
    render(
      form('en', {
        values: { ...EMPTY_REGISTRATION_VALUES, name: 'Ravi', ageBand: '12to17', submissionId: SUBMISSION },
        errors: { parentName: 'guardianRequired', mobile: 'mobile', consent: 'consent' },
      }),
    );
    expect(await screen.findByText(en.Registration.fixErrors)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: en.Registration.name })).toHaveValue('Ravi');
    expect(screen.getByRole('radio', { name: en.Registration.ageBands['12to17'] })).toBeChecked();
    expect(screen.getByText(en.Forms.errors.guardianRequired)).toBeInTheDocument();
    expect(screen.getByText(en.Forms.errors.mobile)).toBeInTheDocument();
    expect(screen.getByText(en.Forms.errors.consent)).toBeInTheDocument();
  });

  it('says why a registration was not taken', async () => {
    render(form('en', { values: EMPTY_REGISTRATION_VALUES, errors: {}, problem: 'duplicate' }));
    expect(await screen.findByText(en.Registration.refusals.duplicate)).toBeInTheDocument();
  });

  it('keeps what was typed when the connection drops, and says so', async () => {
    fakes.register.mockRejectedValue(new TypeError('Failed to fetch'));
    render(form('en'));
    await userEvent.type(screen.getByRole('textbox', { name: en.Registration.name }), 'Priya Kumari');
    await userEvent.click(screen.getByRole('button', { name: en.Registration.submit }));
    expect(await screen.findByText(en.Registration.refusals.failed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: en.Registration.name })).toHaveValue('Priya Kumari');
    // Kept in the tab too: a reload brings it back.
    expect(JSON.parse(sessionStorage.getItem('registration-draft:football-camp') ?? '{}')).toMatchObject({
      name: 'Priya Kumari',
    });
  });
});
