import { expect, type Locator, type Page } from '@playwright/test';
import { nextTestAddress } from './test';
import seed from '../../lib/firebase/seed/database.seed.json';
import demoInvitations from '../../lib/firebase/seed/demo-invitations.json';

/** A demo member of the seed, with the invitation code the seed gives them for their first sign-in. */
const withInvitation = (member: (typeof seed.teamMembers)[keyof typeof seed.teamMembers]) => ({
  ...member,
  invitation: demoInvitations[member.memberId as keyof typeof demoInvitations],
});

export const demoTeam = {
  coordinator: withInvitation(seed.teamMembers['-demo-coordinator']),
  coach: withInvitation(seed.teamMembers['-demo-coach']),
  volunteer: withInvitation(seed.teamMembers['-demo-volunteer']),
  treasurer: withInvitation(seed.teamMembers['-demo-treasurer']),
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

const demoMembers = Object.values(demoTeam);

/**
 * The password every demo member chose on their first sign-in, before any spec ran
 * (e2e/demo-team.setup.ts).
 */
// Not containing the member ID or name, which the password rules refuse.
export const e2ePasswordOf = (memberId: string) => `E2e-own-Password-${memberId.slice(-3)}`;

async function submitLogin(page: Page, labels: LoginLabels, memberId: string, password: string) {
  await page.getByRole('textbox', { name: labels.memberId, exact: true }).fill(memberId);
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(password);
  await page.getByRole('textbox', { name: labels.password, exact: true }).press('Enter');
}

/** Opens the login page and waits until the form is live (its button turns on after hydration). */
export async function openLogin(page: Page, labels: LoginLabels, path = '/nav/admin-login-page') {
  await fromOwnAddress(page);
  await page.goto(path);
  await expect(page.getByRole('button', { name: labels.login, exact: true })).toBeEnabled();
}

/**
 * Fills in the login form and sends it. A demo member's invitation code stands for "this member,
 * signing in": their code was used up when they chose the e2e password before the run, so the
 * form is sent with that password, and the suite never guesses wrong at a member it shares. Any
 * other ID or password is sent as it is, for the spec to check the answer.
 */
export async function logIn(page: Page, labels: LoginLabels, memberId: string, password: string) {
  const isDemoCode = demoMembers.some((m) => m.memberId === memberId && m.invitation === password);
  await submitLogin(page, labels, memberId, isDemoCode ? e2ePasswordOf(memberId) : password);
}

export const loginError = (page: Page) =>
  page.getByRole('alert').filter({ hasNotText: /^$/ }).locator('.MuiAlert-message');

/** The sign-in's own storage in this tab: the note of the member's name and Firebase's session. */
export const teamStorage = (page: Page) =>
  page.evaluate(() => ({
    name: sessionStorage.getItem('teamMemberName'),
    firebase: Object.keys(sessionStorage).filter((k) => k.startsWith('firebase:authUser')),
    // The database SDK notes in local storage when a WebSocket was cut (a reload while the inbox
    // connects, on a busy machine): a transport hint about this browser, not a trace of the member.
    local: Object.keys(localStorage).filter(
      (k) => k.startsWith('firebase:') && k !== 'firebase:previous_websocket_failure',
    ),
  }));

/**
 * The Firebase ID token of the member signed in on this page, as the workspace sends it to the
 * team's routes (Authorization: Bearer): the one Firebase keeps in this tab's session storage.
 */
export const signedInIdToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('firebase:authUser'));
    const user = JSON.parse((key && sessionStorage.getItem(key)) || 'null') as {
      stsTokenManager?: { accessToken?: string };
    } | null;
    const token = user?.stsTokenManager?.accessToken;
    if (!token) throw new Error('No member is signed in on this page');
    return token;
  });

/**
 * Signs a member in and waits until the inbox has its first answer from the database. Sign-in
 * (server check, custom token, Firebase Auth) and the first realtime answer take a few seconds,
 * more on a busy machine, so this wait is longer than the default.
 */
export async function signInToInbox(
  page: Page,
  messages: { Admin: LoginLabels; Inbox: { title: string; loading: string } },
  member: { memberId: string; invitation: string },
  path?: string,
) {
  await openLogin(page, messages.Admin, path);
  await logIn(page, messages.Admin, member.memberId, member.invitation);
  await expect(page.getByRole('heading', { level: 2, name: messages.Inbox.title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(messages.Inbox.loading)).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Opens a record's detail in the inbox (its fields, history and status change), in either
 * language: the one collapsed button of a closed record. Each opening is noted in the record of who
 * looked first, so this waits for the detail to show.
 */
export async function openRecord(record: Locator) {
  await record.getByRole('button', { expanded: false }).click();
  await expect(record.getByRole('button', { expanded: true })).toBeVisible({ timeout: 15_000 });
}
