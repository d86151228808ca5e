import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeamLogin } from '@/components/admin/team-login';
import { TeamStoreProvider } from '@/components/admin/team-store-provider';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import { loginPageMessages } from '@/lib/i18n/messages/team';
import type { SignedInMember } from '@/lib/team/member';

const priya: SignedInMember = { memberId: 'RYF001', name: 'Priya Kumari', role: 'Coordinator' };
const CODE = 'CQ7RK-M4TWZ';

const fakes = vi.hoisted(() => ({ login: vi.fn(), choose: vi.fn(), signInWithTeamToken: vi.fn() }));
vi.mock('@/lib/team/login-client', () => ({ requestLogin: fakes.login }));
vi.mock('@/lib/team/password-client', () => ({ requestChoosePassword: fakes.choose }));
vi.mock('@/lib/team/firebase-session', () => ({
  signInWithTeamToken: fakes.signInWithTeamToken,
  signOutTeam: vi.fn(),
  watchTeamMember: () => () => {},
}));
// The workspace and the passkey button load on demand: here the workspace stands in for both.
vi.mock('next/dynamic', () => ({
  default: () =>
    function OnDemand({ member }: { member?: SignedInMember }) {
      return member ? <p>inbox of {member.memberId}</p> : null;
    },
}));
// Signed in, the tab tells the server it is in use; no server answers here.
vi.mock('@/lib/team/session-client', () => ({ keepSessionOpen: async () => true, endSessionOnServer: async () => {} }));

const catalogs = { en, hi } as const;

async function reachStep(locale: 'en' | 'hi' = 'en') {
  const a = catalogs[locale].Admin;
  fakes.login.mockResolvedValue({ ok: false, code: 'choosePassword', enrolment: 'T'.repeat(43) });
  render(
    // As the page sends them: the step's own labels load when it is shown.
    <NextIntlClientProvider locale={locale} messages={{ Admin: loginPageMessages(a) }}>
      <TeamStoreProvider>
        <TeamLogin />
      </TeamStoreProvider>
    </NextIntlClientProvider>,
  );
  await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${a.memberId}`) }), 'RYF001');
  await userEvent.type(screen.getByLabelText(new RegExp(`^${a.password}`), { selector: 'input' }), CODE);
  await userEvent.click(screen.getByRole('button', { name: a.login }));
  const heading = await screen.findByRole('heading', { name: a.choosePassword.title });
  return { a, c: a.choosePassword, r: a.passwordRules, heading };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}[\\s*]*$`), { selector: 'input' });
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

afterEach(() => {
  sessionStorage.clear();
  vi.clearAllMocks();
});

// Many typed characters, and the step's code and labels load on demand: slow on a busy machine.
describe('choosing a password on the first sign-in', { timeout: 30_000 }, () => {
  it('shows the step with labelled fields, focus on its heading, and no session yet', async () => {
    const { c, heading } = await reachStep();
    // Focus moves in an effect after the step renders: wait for that state, not a clock.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(field(c.newPassword)).toHaveAttribute('type', 'password');
    expect(field(c.newPassword)).toHaveAttribute('autocomplete', 'new-password');
    expect(field(c.confirmPassword)).toHaveAttribute('type', 'password');
    expect(describedBy(field(c.newPassword))).toContain('At least 10 characters');
    expect(fakes.signInWithTeamToken).not.toHaveBeenCalled();
    expect(screen.queryByText(/inbox of/)).not.toBeInTheDocument();
  });

  it('updates the strength hint as the member types', async () => {
    const { c } = await reachStep();
    const input = field(c.newPassword);
    expect(describedBy(input)).toContain('Strength: weak');
    await userEvent.type(input, 'abcdefghi1');
    expect(describedBy(input)).toContain('Strength: fair');
    await userEvent.type(input, 'XYZ!');
    expect(describedBy(input)).toContain('Strength: strong');
  });

  it('shows and hides both passwords with the toggle', async () => {
    const { a, c } = await reachStep();
    const toggle = screen.getByRole('button', { name: a.showPassword });
    await userEvent.click(toggle);
    expect(field(c.newPassword)).toHaveAttribute('type', 'text');
    expect(field(c.confirmPassword)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: a.hidePassword })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: a.hidePassword }));
    expect(field(c.newPassword)).toHaveAttribute('type', 'password');
  });

  it.each(['en', 'hi'] as const)(
    'refuses too short, the member ID and a mismatch in %s, tied to the field',
    async (locale) => {
      const { c, r } = await reachStep(locale);
      const save = () => userEvent.click(screen.getByRole('button', { name: c.save }));
      await userEvent.type(field(c.newPassword), 'short');
      await save();
      expect(field(c.newPassword)).toHaveAttribute('aria-invalid', 'true');
      expect(describedBy(field(c.newPassword))).toContain(r.errors.tooShort.replace('{min}', '10'));

      await userEvent.clear(field(c.newPassword));
      await userEvent.type(field(c.newPassword), 'my-ryf001-password');
      await save();
      expect(describedBy(field(c.newPassword))).toContain(r.errors.containsMemberId);

      await userEvent.clear(field(c.newPassword));
      await userEvent.type(field(c.newPassword), 'Mango-Season-2026');
      await userEvent.type(field(c.confirmPassword), 'Mango-Season-2025');
      await save();
      expect(field(c.confirmPassword)).toHaveAttribute('aria-invalid', 'true');
      expect(describedBy(field(c.confirmPassword))).toContain(r.errors.mismatch);
      expect(fakes.choose).not.toHaveBeenCalled();
    },
  );

  it.each(['en', 'hi'] as const)(
    'shows the rules only the server knows (%s): a common password, the member’s name',
    async (locale) => {
      const { c, r } = await reachStep(locale);
      fakes.choose.mockResolvedValueOnce({ ok: false, code: 'tooCommon' });
      await userEvent.type(field(c.newPassword), 'qwertyuiop');
      await userEvent.type(field(c.confirmPassword), 'qwertyuiop');
      await userEvent.click(screen.getByRole('button', { name: c.save }));
      await waitFor(() => expect(describedBy(field(c.newPassword))).toContain(r.errors.tooCommon));
      expect(field(c.newPassword)).toHaveAttribute('aria-invalid', 'true');
      // What was typed stays, to be changed rather than typed again.
      expect(field(c.newPassword)).toHaveValue('qwertyuiop');

      fakes.choose.mockResolvedValueOnce({ ok: false, code: 'containsName' });
      await userEvent.click(screen.getByRole('button', { name: c.save }));
      await waitFor(() => expect(describedBy(field(c.newPassword))).toContain(r.errors.containsName));
    },
  );

  it('sends the password with the ticket, then opens the workspace', async () => {
    fakes.choose.mockResolvedValue({ ok: true, token: 'first-token', member: priya });
    fakes.signInWithTeamToken.mockResolvedValue(priya);
    const { c } = await reachStep();
    await userEvent.type(field(c.newPassword), 'Mango-Season-2026');
    await userEvent.type(field(c.confirmPassword), 'Mango-Season-2026');
    await userEvent.click(screen.getByRole('button', { name: c.save }));
    await waitFor(() => expect(screen.getByText('inbox of RYF001')).toBeInTheDocument());
    expect(fakes.choose).toHaveBeenCalledWith({
      memberId: 'RYF001',
      ticket: 'T'.repeat(43),
      password: 'Mango-Season-2026',
    });
    expect(fakes.signInWithTeamToken).toHaveBeenCalledWith('first-token');
  });

  it('says when the step has expired, and goes back to the login form', async () => {
    fakes.choose.mockResolvedValue({ ok: false, code: 'invalidTicket' });
    const { a, c } = await reachStep();
    await userEvent.type(field(c.newPassword), 'Mango-Season-2026');
    await userEvent.type(field(c.confirmPassword), 'Mango-Season-2026');
    await userEvent.click(screen.getByRole('button', { name: c.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(c.errors.invalidTicket);
    await userEvent.click(screen.getByRole('button', { name: c.back }));
    expect(screen.getByRole('heading', { name: a.formTitle })).toBeInTheDocument();
  });
});
