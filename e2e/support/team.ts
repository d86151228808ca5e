import { expect, type Page } from '@playwright/test';
import { nextTestAddress } from './test';
import seed from '../../lib/firebase/seed/database.seed.json';

export const demoTeam = {
  coordinator: seed.teamMembers['-demo-coordinator'],
  coach: seed.teamMembers['-demo-coach'],
  volunteer: seed.teamMembers['-demo-volunteer'],
};

/**
 * Sends this page's requests from an address of its own (the e2e server trusts one proxy hop),
 * so the per-address sign-in limit reached by one test never blocks another.
 */
export async function fromOwnAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextTestAddress() });
}

interface LoginLabels {
  memberId: string;
  password: string;
  login: string;
}

/** Opens the login page and waits until the form is live (its button turns on after hydration). */
export async function openLogin(page: Page, labels: LoginLabels, path = '/nav/admin-login-page') {
  await fromOwnAddress(page);
  await page.goto(path);
  await expect(page.getByRole('button', { name: labels.login, exact: true })).toBeEnabled();
}

export async function logIn(page: Page, labels: LoginLabels, memberId: string, password: string) {
  await page.getByRole('textbox', { name: labels.memberId, exact: true }).fill(memberId);
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(password);
  await page.getByRole('textbox', { name: labels.password, exact: true }).press('Enter');
}

export const loginError = (page: Page) =>
  page.getByRole('alert').filter({ hasNotText: /^$/ }).locator('.MuiAlert-message');

/** The sign-in's own storage in this tab: the three display items and Firebase's session. */
export const teamStorage = (page: Page) =>
  page.evaluate(() => ({
    items: ['teamMemberId', 'teamMemberName', 'teamMemberRole'].map((k) => sessionStorage.getItem(k)),
    firebase: Object.keys(sessionStorage).filter((k) => k.startsWith('firebase:authUser')),
    // The database SDK notes in local storage when a WebSocket was cut (a reload while the inbox
    // connects, on a busy machine): a transport hint about this browser, not a trace of the member.
    local: Object.keys(localStorage).filter(
      (k) => k.startsWith('firebase:') && k !== 'firebase:previous_websocket_failure',
    ),
  }));

/**
 * Signs a member in and waits until the inbox has its first answer from the database. Sign-in
 * (server check, custom token, Firebase Auth) and the first realtime answer take a few seconds,
 * more on a busy machine, so this wait is longer than the default.
 */
export async function signInToInbox(
  page: Page,
  messages: { Admin: LoginLabels; Inbox: { title: string; loading: string } },
  member: { memberId: string; whatsapp: string },
  path?: string,
) {
  await openLogin(page, messages.Admin, path);
  await logIn(page, messages.Admin, member.memberId, member.whatsapp);
  await expect(page.getByRole('heading', { level: 2, name: messages.Inbox.title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(messages.Inbox.loading)).toHaveCount(0, { timeout: 30_000 });
}
