import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TeamLogin } from '@/components/admin/team-login';
import { TeamStoreProvider } from '@/components/admin/team-store-provider';
import en from '@/lib/i18n/messages/en.json';
import type { LoginResponse } from '@/lib/team/auth';
import type { SignedInMember } from '@/lib/team/member';

const priya: SignedInMember = { memberId: 'RYF001', name: 'Priya Kumari', role: 'Coordinator' };

const fakes = vi.hoisted(() => ({
  login: vi.fn(),
  signInWithTeamToken: vi.fn(),
  signOutTeam: vi.fn(),
  // The member the Firebase Auth session holds, delivered to watchers.
  session: { member: null as SignedInMember | null },
}));
vi.mock('@/lib/team/login-client', () => ({ requestLogin: fakes.login }));
vi.mock('@/lib/team/firebase-session', () => ({
  signInWithTeamToken: fakes.signInWithTeamToken,
  signOutTeam: fakes.signOutTeam,
  watchTeamMember: (onChange: (m: SignedInMember | null) => void) => {
    queueMicrotask(() => onChange(fakes.session.member));
    return () => {};
  },
}));
// The page's two components loaded on demand: the workspace (given the member) and the passkey
// button (tested on its own, tests/components/passkey-sign-in.test.tsx).
vi.mock('next/dynamic', () => ({
  default: () =>
    function OnDemand({ member }: { member?: SignedInMember }) {
      return member ? <p>inbox of {member.memberId}</p> : null;
    },
}));

const login = (
  <NextIntlClientProvider locale="en" messages={{ Admin: en.Admin }}>
    <TeamStoreProvider>
      <TeamLogin />
    </TeamStoreProvider>
  </NextIntlClientProvider>
);
const storedName = () => sessionStorage.getItem('teamMemberName');

async function submit(memberId: string, password: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /^Member ID/ }), memberId);
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: en.Admin.login }));
}

beforeEach(() => {
  fakes.session.member = null;
  fakes.signInWithTeamToken.mockResolvedValue(priya);
  fakes.signOutTeam.mockResolvedValue(undefined);
});
afterEach(() => {
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe('the login button', () => {
  it('is off in the server HTML, so a tap before the page is live cannot send the password in the URL', () => {
    const html = renderToString(login);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('turns on once the page is live', async () => {
    render(login);
    await waitFor(() => expect(screen.getByRole('button', { name: en.Admin.login })).toBeEnabled());
  });
});

describe('signing in', () => {
  it.each([
    ['noMembers', 'No team members found'],
    ['unknownId', 'Member ID not found'],
    ['wrongPassword', 'Invalid password'],
    ['failed', 'Login failed. Please try again.'],
  ] as const)('shows %s as "%s" and keeps what was typed', async (code, message) => {
    fakes.login.mockResolvedValue({ ok: false, code, message } satisfies LoginResponse);
    render(login);
    await submit('RYF001', 'typed-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: /^Member ID/ })).toHaveValue('RYF001');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('typed-secret');
    expect(fakes.signInWithTeamToken).not.toHaveBeenCalled();
  });

  it('says how many minutes to wait after too many attempts', async () => {
    fakes.login.mockResolvedValue({ ok: false, code: 'tooManyAttempts', message: '', retryAfterMinutes: 1 });
    render(login);
    await submit('RYF001', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 1 minute.');
  });

  it("signs in to Firebase with the token, notes the member's name in this tab and opens the inbox", async () => {
    fakes.login.mockResolvedValue({ ok: true, token: 'custom-token', member: priya });
    render(login);
    await submit('RYF001', '9431152640');
    expect(await screen.findByRole('heading', { name: 'Signed in as Priya Kumari' })).toBeVisible();
    expect(fakes.login).toHaveBeenCalledWith('RYF001', '9431152640');
    expect(fakes.signInWithTeamToken).toHaveBeenCalledWith('custom-token');
    expect(storedName()).toBe('Priya Kumari');
    expect(screen.getByText('inbox of RYF001')).toBeVisible();
  });

  it('says "Login failed" when Firebase refuses the token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakes.login.mockResolvedValue({ ok: true, token: 'custom-token', member: priya });
    fakes.signInWithTeamToken.mockRejectedValue(new Error('auth/invalid-custom-token'));
    render(login);
    await submit('RYF001', '9431152640');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
    expect(storedName()).toBeNull();
  });
});

describe('the session on load', () => {
  it('restores a member from the Firebase Auth session', async () => {
    sessionStorage.setItem('teamMemberName', 'Priya Kumari');
    fakes.session.member = priya;
    render(login);
    expect(await screen.findByRole('heading', { name: 'Signed in as Priya Kumari' })).toBeVisible();
  });

  it('signs nobody in from the stored name alone, and clears it', async () => {
    sessionStorage.setItem('teamMemberName', 'Priya Kumari');
    render(login);
    await waitFor(() => expect(screen.getByRole('button', { name: en.Admin.login })).toBeEnabled());
    expect(storedName()).toBeNull();
    expect(screen.queryByRole('heading', { name: /Signed in/ })).toBeNull();
  });

  it('does not load Firebase when nothing is stored', async () => {
    const watch = vi.spyOn(await import('@/lib/team/firebase-session'), 'watchTeamMember');
    render(login);
    await waitFor(() => expect(screen.getByRole('button', { name: en.Admin.login })).toBeEnabled());
    expect(watch).not.toHaveBeenCalled();
  });
});

describe('logging out', () => {
  it("signs out of Firebase and clears the member's name", async () => {
    sessionStorage.setItem('teamMemberName', 'Priya Kumari');
    fakes.session.member = priya;
    render(login);
    await userEvent.click(await screen.findByRole('button', { name: en.Admin.logout }));
    await waitFor(() => expect(fakes.signOutTeam).toHaveBeenCalled());
    await act(async () => {});
    expect(storedName()).toBeNull();
    expect(screen.getByRole('button', { name: en.Admin.login })).toBeVisible();
  });
});
