import { expect, type Page } from '@playwright/test';
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
  unknownRole: withInvitation(seed.teamMembers['-demo-unknown-role']),
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
  /** The first sign-in's second step; every catalog's Admin has it. */
  choosePassword?: { title: string; newPassword: string; confirmPassword: string; save: string; back: string };
}

const demoMembers = Object.values(demoTeam);

/**
 * The password the e2e run chooses for a demo member on their first sign-in. Fixed, so that
 * whichever spec (on either worker) enrols a member first, the others can sign in after it.
 */
// Not containing the member ID or name, which the password rules refuse.
export const e2ePasswordOf = (memberId: string) => `E2e-own-Password-${memberId.slice(-3)}`;

async function submitLogin(page: Page, labels: LoginLabels, memberId: string, password: string) {
  await page.getByRole('textbox', { name: labels.memberId, exact: true }).fill(memberId);
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(password);
  await page.getByRole('textbox', { name: labels.password, exact: true }).press('Enter');
}

/** The sign-in's JSON answer, or null when the request failed or was held (a spec's own route). */
function loginAnswer(page: Page, path = '/api/team/login'): Promise<{ code?: string } | null> {
  const isIt = (url: string) => new URL(url).pathname === path;
  return Promise.race([
    page
      .waitForResponse((r) => isIt(r.url()) && r.request().method() === 'POST', { timeout: 30_000 })
      .then((r) => r.json() as Promise<{ code?: string }>),
    page.waitForEvent('requestfailed', { predicate: (r) => isIt(r.url()), timeout: 30_000 }).then(() => null),
  ]).catch(() => null);
}

/**
 * Chooses the e2e password on the "Choose your password" step. If another spec enrolled the
 * member in the meantime (the server answers alreadyChosen), goes back and signs in with it.
 */
export async function chooseE2ePassword(page: Page, labels: LoginLabels, memberId: string) {
  const c = labels.choosePassword;
  if (!c) throw new Error('The labels carry no choosePassword step');
  await expect(page.getByRole('heading', { name: c.title })).toBeFocused();
  const password = e2ePasswordOf(memberId);
  await page.getByRole('textbox', { name: c.newPassword, exact: true }).fill(password);
  await page.getByRole('textbox', { name: c.confirmPassword, exact: true }).fill(password);
  const answer = loginAnswer(page, '/api/team/password');
  await page.getByRole('button', { name: c.save, exact: true }).click();
  if ((await answer)?.code === 'alreadyChosen') {
    await page.getByRole('button', { name: c.back, exact: true }).click();
    await submitLogin(page, labels, memberId, password);
  }
}

/** Opens the login page and waits until the form is live (its button turns on after hydration). */
export async function openLogin(page: Page, labels: LoginLabels, path = '/nav/admin-login-page') {
  await fromOwnAddress(page);
  await page.goto(path);
  await expect(page.getByRole('button', { name: labels.login, exact: true })).toBeEnabled();
}

/** How long a spec waits for another spec that redeemed the same demo code to choose its password. */
const ENROLMENT_WAIT_MS = 30_000;

/**
 * Fills in the login form and sends it. A demo member's invitation code signs them in as a person
 * would: on their first sign-in in this run, by choosing the e2e password; once enrolled (the code
 * is used up, and the password signs in), with that password. Any other ID or password is sent as
 * it is, for the spec to check the answer.
 */
export async function logIn(page: Page, labels: LoginLabels, memberId: string, password: string) {
  const isDemoCode = demoMembers.some((m) => m.memberId === memberId && m.invitation === password);
  if (!isDemoCode || !labels.choosePassword) return submitLogin(page, labels, memberId, password);
  const answer = loginAnswer(page);
  await submitLogin(page, labels, memberId, password);
  let code = (await answer)?.code;
  if (code === 'choosePassword') return chooseE2ePassword(page, labels, memberId);
  // Enrolled already, or being enrolled by a spec on the other worker (the code is used up and
  // no password is stored yet: needsInvitation until it is).
  const deadline = Date.now() + ENROLMENT_WAIT_MS;
  for (;;) {
    const next = loginAnswer(page);
    await submitLogin(page, labels, memberId, e2ePasswordOf(memberId));
    code = (await next)?.code;
    if (code !== 'needsInvitation' || Date.now() > deadline) return;
    await page.waitForTimeout(1000);
  }
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
