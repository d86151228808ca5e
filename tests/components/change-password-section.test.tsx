import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordSection } from '@/components/team/change-password-section';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import type { SignedInMember } from '@/lib/team/member';

const priya: SignedInMember = { memberId: 'RYF001', name: 'Priya Kumari', role: 'Coordinator' };
const CURRENT = 'Mango-Season-2026';
const NEW = 'Litchi-River-2027';

const fakes = vi.hoisted(() => ({ change: vi.fn() }));
vi.mock('@/lib/team/change-password-client', () => ({ requestChangePassword: fakes.change }));

const catalogs = { en, hi } as const;

function renderSection(locale: 'en' | 'hi' = 'en') {
  const a = catalogs[locale].Admin;
  render(
    <NextIntlClientProvider locale={locale} messages={{ Admin: a }}>
      <ChangePasswordSection member={priya} />
    </NextIntlClientProvider>,
  );
  return { a: a.account, r: a.passwordRules };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}[\\s*]*$`), { selector: 'input' });
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function fill(a: (typeof en)['Admin']['account'], current: string, password: string, confirm = password) {
  await userEvent.type(field(a.currentPassword), current);
  await userEvent.type(field(a.newPassword), password);
  await userEvent.type(field(a.confirmPassword), confirm);
  await userEvent.click(screen.getByRole('button', { name: a.save }));
}

afterEach(() => vi.clearAllMocks());

describe('changing one’s own password', { timeout: 30_000 }, () => {
  it.each(['en', 'hi'] as const)('is a titled section with three labelled password fields, in %s', (locale) => {
    const { a } = renderSection(locale);
    expect(screen.getByRole('region', { name: a.title })).toBeInTheDocument();
    expect(field(a.currentPassword)).toHaveAttribute('type', 'password');
    expect(field(a.currentPassword)).toHaveAttribute('autocomplete', 'current-password');
    expect(field(a.newPassword)).toHaveAttribute('autocomplete', 'new-password');
    expect(field(a.confirmPassword)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: a.save })).toBeEnabled();
  });

  it('sends the current and the new password, then clears the fields and says it is done', async () => {
    fakes.change.mockResolvedValue({ ok: true });
    const { a } = renderSection();
    await fill(a, CURRENT, NEW);
    expect(await screen.findByText(a.done)).toBeVisible();
    expect(fakes.change).toHaveBeenCalledWith({ currentPassword: CURRENT, newPassword: NEW });
    for (const label of [a.currentPassword, a.newPassword, a.confirmPassword]) expect(field(label)).toHaveValue('');
  });

  it('says the current password is wrong and keeps everything typed', async () => {
    fakes.change.mockResolvedValue({ ok: false, code: 'wrongCurrent' });
    const { a } = renderSection();
    await fill(a, 'Not-my-password', NEW);
    expect(await screen.findByRole('alert')).toHaveTextContent(a.errors.wrongCurrent);
    expect(field(a.currentPassword)).toHaveAttribute('aria-invalid', 'true');
    expect(field(a.currentPassword)).toHaveValue('Not-my-password');
    expect(field(a.newPassword)).toHaveValue(NEW);
    expect(field(a.confirmPassword)).toHaveValue(NEW);
    expect(screen.queryByText(a.done)).not.toBeInTheDocument();
  });

  it.each(['en', 'hi'] as const)('shows the server’s tooCommon at the new password, in %s', async (locale) => {
    fakes.change.mockResolvedValue({ ok: false, code: 'tooCommon' });
    const { a, r } = renderSection(locale);
    await fill(a, CURRENT, 'qwertyuiop');
    await waitFor(() => expect(field(a.newPassword)).toHaveAttribute('aria-invalid', 'true'));
    expect(describedBy(field(a.newPassword))).toContain(r.errors.tooCommon);
    expect(field(a.newPassword)).toHaveValue('qwertyuiop');
  });

  it('checks the name and member ID in the browser, sending nothing', async () => {
    const { a, r } = renderSection();
    await fill(a, CURRENT, 'MyPriyaKumari#2026');
    expect(describedBy(field(a.newPassword))).toContain(r.errors.containsName);
    await userEvent.clear(field(a.newPassword));
    await userEvent.clear(field(a.confirmPassword));
    await userEvent.type(field(a.newPassword), 'Mango-ryf001-2027');
    await userEvent.type(field(a.confirmPassword), 'Mango-ryf001-2027');
    await userEvent.click(screen.getByRole('button', { name: a.save }));
    expect(describedBy(field(a.newPassword))).toContain(r.errors.containsMemberId);
    await userEvent.clear(field(a.confirmPassword));
    await userEvent.clear(field(a.newPassword));
    await userEvent.type(field(a.newPassword), NEW);
    await userEvent.type(field(a.confirmPassword), `${NEW}x`);
    await userEvent.click(screen.getByRole('button', { name: a.save }));
    expect(describedBy(field(a.confirmPassword))).toContain(r.errors.mismatch);
    expect(fakes.change).not.toHaveBeenCalled();
  });

  it.each([
    ['sameAsCurrent', en.Admin.account.errors.sameAsCurrent],
    ['sessionEnded', en.Admin.account.errors.sessionEnded],
    ['failed', en.Admin.account.errors.failed],
  ] as const)('says %s above the form', async (code, message) => {
    fakes.change.mockResolvedValue({ ok: false, code });
    const { a } = renderSection();
    await fill(a, CURRENT, NEW);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field(a.newPassword)).toHaveValue(NEW);
  });

  it('says how many minutes to wait after too many attempts', async () => {
    fakes.change.mockResolvedValue({ ok: false, code: 'tooManyAttempts', retryAfterMinutes: 3 });
    const { a } = renderSection();
    await fill(a, CURRENT, NEW);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 3 minutes.');
  });
});
