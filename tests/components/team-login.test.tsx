import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TeamLogin } from '@/components/admin/team-login';
import { TeamStoreProvider } from '@/components/admin/team-store-provider';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import type { LoginResponse } from '@/lib/team/auth';
import type { SignedInMember } from '@/lib/team/member';

const priya: SignedInMember = { memberId: 'RYF001', name: 'Priya Kumari', role: 'Coordinator' };

const fakes = vi.hoisted(() => ({
  login: vi.fn(),
  signInWithTeamToken: vi.fn(),
  signOutTeam: vi.fn(),
  keepSessionOpen: vi.fn(),
  endSessionOnServer: vi.fn(),
  // The member the Firebase Auth session holds, delivered to watchers.
  session: { member: null as SignedInMember | null },
}));
vi.mock('@/lib/team/login-client', () => ({ requestLogin: fakes.login }));
vi.mock('@/lib/team/session-client', () => ({
  keepSessionOpen: fakes.keepSessionOpen,
  endSessionOnServer: fakes.endSessionOnServer,
}));
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
  fakes.keepSessionOpen.mockResolvedValue(true);
  fakes.endSessionOnServer.mockResolvedValue(undefined);
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

  it.each([
    ['en', en],
    ['hi', hi],
  ] as const)('tells a member without a password to ask for an invitation code, in %s', async (locale, catalog) => {
    fakes.login.mockResolvedValue({ ok: false, code: 'needsInvitation', message: '' } satisfies LoginResponse);
    render(
      <NextIntlClientProvider locale={locale} messages={{ Admin: catalog.Admin }}>
        <TeamStoreProvider>
          <TeamLogin />
        </TeamStoreProvider>
      </NextIntlClientProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${catalog.Admin.memberId}`) }), 'RYF001');
    const password = screen.getByLabelText(new RegExp(`^${catalog.Admin.password}`), { selector: 'input' });
    await userEvent.type(password, '9471203318');
    await userEvent.click(screen.getByRole('button', { name: catalog.Admin.login }));
    expect(await screen.findByRole('alert')).toHaveTextContent(catalog.Admin.errors.needsInvitation);
    expect(password).toHaveValue('9471203318');
    expect(fakes.signInWithTeamToken).not.toHaveBeenCalled();
  });

  it('says under the password field that a first sign-in takes the invitation code', async () => {
    render(login);
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    const hint = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(hint).toHaveTextContent(en.Admin.passwordHint);
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

describe('the session', () => {
  it('says when it ends: 30 minutes without use, or 12 hours after logging in', async () => {
    sessionStorage.setItem('teamMemberName', 'Priya Kumari');
    fakes.session.member = priya;
    render(login);
    await screen.findByRole('heading', { name: 'Signed in as Priya Kumari' });
    expect(
      screen.getByText(
        'Your session ends when you log out, after 30 minutes without use, or 12 hours after you logged in.',
      ),
    ).toBeVisible();
  });

  it('is checked with the server at once, and ends here when the server says it has ended', async () => {
    sessionStorage.setItem('teamMemberName', 'Priya Kumari');
    fakes.session.member = priya;
    fakes.keepSessionOpen.mockResolvedValue(false);
    render(login);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.Admin.sessionEnded);
    expect(fakes.keepSessionOpen).toHaveBeenCalled();
    expect(fakes.signOutTeam).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: en.Admin.login })).toBeVisible();
    expect(screen.queryByText('inbox of RYF001')).not.toBeInTheDocument();
  });

  it('stays open while the server keeps it', async () => {
    sessionStorage.setItem('teamMemberName', 'Priya Kumari');
    fakes.session.member = priya;
    render(login);
    await screen.findByRole('heading', { name: 'Signed in as Priya Kumari' });
    await waitFor(() => expect(fakes.keepSessionOpen).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('inbox of RYF001')).toBeVisible();
  });
});

describe('logging out', () => {
  it("ends the session on the server, signs out of Firebase and clears the member's name", async () => {
    sessionStorage.setItem('teamMemberName', 'Priya Kumari');
    fakes.session.member = priya;
    render(login);
    await userEvent.click(await screen.findByRole('button', { name: en.Admin.logout }));
    await waitFor(() => expect(fakes.signOutTeam).toHaveBeenCalled());
    expect(fakes.endSessionOnServer).toHaveBeenCalledTimes(1);
    // The server's end first: the token still names the session when it is sent.
    expect(fakes.endSessionOnServer.mock.invocationCallOrder[0]).toBeLessThan(
      fakes.signOutTeam.mock.invocationCallOrder[0] ?? 0,
    );
    await act(async () => {});
    expect(storedName()).toBeNull();
    expect(screen.getByRole('button', { name: en.Admin.login })).toBeVisible();
  });
});
