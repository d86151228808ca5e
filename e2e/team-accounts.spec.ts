import { spawnSync } from 'node:child_process';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import { connectDatabaseEmulator, get, getDatabase, ref } from 'firebase/database';
import { baseURL, LOCAL_AUTH_PORT, LOCAL_DB_PORT } from '../playwright.config';
import { expect, test } from './support/test';
import { wcagFindings } from './support/axe';
import { writeAsServer } from './support/database-admin';
import { claimsOf, enrolByApi, idTokenFor, newTeamMember, post } from './support/team-accounts';
import { loginError, openLogin, signedInIdToken } from './support/team';
import { en, hi } from './routes';

// The team's door, tried as an attacker would: what a WhatsApp number opens, what a kept token
// opens after a reset, what two people with one invitation code get, and when a session ends.

const PATH = '/nav/admin-login-page';
const PROJECT_ID = 'demo-rohtas-yuva';
const INSIGHTS = '/api/team/survey-insights?from=2026-11-01&to=2026-11-30';

let appCount = 0;

/** A browser-like Firebase client signed in with the custom token: what it can read of the database. */
async function databaseClient(customToken: string) {
  const app = initializeApp(
    {
      projectId: PROJECT_ID,
      apiKey: 'demo-api-key',
      databaseURL: `http://127.0.0.1:${LOCAL_DB_PORT}?ns=${PROJECT_ID}`,
    },
    `team-accounts-${process.pid}-${appCount++}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://127.0.0.1:${LOCAL_AUTH_PORT}`, { disableWarnings: true });
  await signInWithCustomToken(auth, customToken);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', LOCAL_DB_PORT);
  return {
    read: (path: string) =>
      get(ref(db, path)).then(
        () => 'allowed',
        (error: unknown) => (/permission/i.test(String(error)) ? 'denied' : Promise.reject(error)),
      ),
    close: () => deleteApp(app),
  };
}

const getWith = async (path: string, idToken: string) =>
  (await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${idToken}` } })).status;

test('a WhatsApp number alone gets no session and no ticket, before enrolment or after', async () => {
  const member = await newTeamMember('Coordinator');
  const byNumber = await post('/api/team/login', { memberId: member.memberId, password: member.whatsapp });
  expect(byNumber.status).toBe(401);
  expect(byNumber.body).toEqual({ ok: false, code: 'needsInvitation', message: en.Admin.errors.needsInvitation });
  // Anything else typed gets the very same answer: it never tells whether the number was right.
  const byGuess = await post('/api/team/login', { memberId: member.memberId, password: 'ABCDE-FGHJK' });
  expect(byGuess).toEqual(byNumber);

  await enrolByApi(member, 'Chosen-by-her-own-hand');
  const afterwards = await post('/api/team/login', { memberId: member.memberId, password: member.whatsapp });
  expect(afterwards).toEqual({ status: 401, body: { ok: false, code: 'wrongPassword', message: 'Invalid password' } });
});

test('two sign-ins with one invitation code at once: one chooses the password, the other is refused', async () => {
  const member = await newTeamMember();
  const both = await Promise.all(
    [1, 2].map(() => post('/api/team/login', { memberId: member.memberId, password: member.invitation })),
  );
  expect(both.map((a) => a.body.code).sort()).toEqual(['choosePassword', 'needsInvitation']);
  const ticket = both.find((a) => a.body.enrolment)?.body.enrolment ?? '';

  // Even with the one ticket sent twice at once, one password is stored and the other refused.
  const chosen = await Promise.all(
    ['First-choice-of-two', 'Second-choice-of-two'].map((password) =>
      post('/api/team/password', { memberId: member.memberId, ticket, password }),
    ),
  );
  expect(chosen.map((a) => a.status).sort()).toEqual([200, 409]);
  expect(chosen.filter((a) => a.body.token)).toHaveLength(1);
});

test('a reset ends every session: kept custom tokens and held ID tokens are refused by the routes and the database', async () => {
  const coordinator = await newTeamMember('Coordinator');
  const coordinatorId = await idTokenFor(await enrolByApi(coordinator, 'Coordinator-own-2026'));
  const member = await newTeamMember('Coordinator');
  const keptCustomToken = await enrolByApi(member, 'Soon-to-be-reset-2026');
  const heldIdToken = await idTokenFor(keptCustomToken);
  expect(typeof claimsOf(heldIdToken).sid).toBe('string');

  const before = await databaseClient(keptCustomToken);
  try {
    expect(await before.read('rufcComplaints')).toBe('allowed');
    expect(await getWith(INSIGHTS, heldIdToken)).toBe(200);

    const reset = await post('/api/team/members/reset', { memberId: member.memberId }, { idToken: coordinatorId });
    expect(reset.status).toBe(200);
    expect(reset.body.code).toMatch(/^[2-9A-HJKMNP-TV-Z]{5}-[2-9A-HJKMNP-TV-Z]{5}$/);

    // The ID token already held, in the routes and in the database itself.
    expect(await getWith(INSIGHTS, heldIdToken)).toBe(401);
    expect((await post('/api/team/session', {}, { idToken: heldIdToken })).status).toBe(401);
    expect(await before.read('rufcComplaints')).toBe('denied');

    // The custom token kept from the login answer, exchanged after the reset.
    const fresh = await idTokenFor(keptCustomToken);
    expect(await getWith(INSIGHTS, fresh)).toBe(401);
    const after = await databaseClient(keptCustomToken);
    try {
      expect(await after.read('rufcComplaints')).toBe('denied');
    } finally {
      await after.close();
    }
    // Her old password is gone too; the new code is the way back.
    expect(
      (await post('/api/team/login', { memberId: member.memberId, password: 'Soon-to-be-reset-2026' })).body.code,
    ).toBe('needsInvitation');
    expect((await post('/api/team/login', { memberId: member.memberId, password: reset.body.code })).body.code).toBe(
      'choosePassword',
    );
  } finally {
    await before.close();
  }
});

test('npm run team:invite makes a code that opens the first sign-in, and ends what was open', async () => {
  const member = await newTeamMember('Coordinator');
  const token = await idTokenFor(await enrolByApi(member, 'Locked-out-coordinator'));
  const run = spawnSync(process.execPath, ['scripts/team-invite.mjs', member.memberId], {
    encoding: 'utf8',
    env: { ...process.env, NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: `127.0.0.1:${LOCAL_DB_PORT}` },
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  const code = /: ([2-9A-Z]{5}-[2-9A-Z]{5})$/m.exec(run.stdout)?.[1];
  expect(code, run.stdout).toBeTruthy();
  expect(await getWith(INSIGHTS, token)).toBe(401);
  expect((await post('/api/team/login', { memberId: member.memberId, password: code })).body.code).toBe(
    'choosePassword',
  );
  expect((await post('/api/team/login', { memberId: member.memberId, password: code })).body.code).toBe(
    'needsInvitation',
  );
});

for (const [catalog, path] of [
  [en, PATH],
  [hi, `/hi${PATH}`],
] as const) {
  const a = catalog.Admin;

  test(`${path}: a member without a password is told to ask for an invitation code, whatever was typed`, async ({
    page,
  }) => {
    const member = await newTeamMember();
    await openLogin(page, a, path);
    await expect(page.getByText(a.passwordHint)).toBeVisible();
    await page.getByRole('textbox', { name: a.memberId, exact: true }).fill(member.memberId);
    await page.getByRole('textbox', { name: a.password, exact: true }).fill(member.whatsapp);
    await page.getByRole('button', { name: a.login, exact: true }).click();
    await expect(loginError(page)).toHaveText(a.errors.needsInvitation);
    // Nothing typed is lost.
    await expect(page.getByRole('textbox', { name: a.memberId, exact: true })).toHaveValue(member.memberId);
    expect(await wcagFindings(page)).toEqual([]);
  });
}

test('an ended session signs the tab out, and logout ends the session on the server', async ({ page }) => {
  const a = en.Admin;
  const member = await newTeamMember();
  await enrolByApi(member, 'Quiet-river-bank-77');
  const signedIn = page.getByRole('heading', { name: a.signedInAs.replace('{name}', member.name) });

  await openLogin(page, a);
  await page.getByRole('textbox', { name: a.memberId, exact: true }).fill(member.memberId);
  await page.getByRole('textbox', { name: a.password, exact: true }).fill('Quiet-river-bank-77');
  // The tab checks its session as soon as it is signed in. Ending the session before that check has
  // answered would race it: the tab could see the end itself and sign out before the reload below.
  const firstCheck = page.waitForResponse(
    (response) => response.url().endsWith('/api/team/session') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: a.login, exact: true }).click();
  await expect(signedIn).toBeVisible({ timeout: 30_000 });
  expect((await firstCheck).status()).toBe(200);
  const idToken = await signedInIdToken(page);
  const sid = String(claimsOf(idToken).sid);

  // Half an hour without use, as the server's clock will see it: the session's expiry has passed.
  await writeAsServer(`teamSessions/${member.key}/${sid}/expiresAt`, Date.now() - 1000);
  expect((await post('/api/team/session', {}, { idToken })).status).toBe(401);
  await page.reload();
  await expect(loginError(page)).toHaveText(a.sessionEnded, { timeout: 30_000 });
  await expect(signedIn).toHaveCount(0);

  // Signed in again, then logged out: the token is refused at once, wherever it was copied.
  await page.getByRole('textbox', { name: a.memberId, exact: true }).fill(member.memberId);
  await page.getByRole('textbox', { name: a.password, exact: true }).fill('Quiet-river-bank-77');
  await page.getByRole('button', { name: a.login, exact: true }).click();
  await expect(signedIn).toBeVisible({ timeout: 30_000 });
  const second = await signedInIdToken(page);
  expect((await post('/api/team/session', {}, { idToken: second })).status).toBe(200);
  await page.getByRole('button', { name: a.logout }).click();
  await expect(page.getByRole('button', { name: a.login, exact: true })).toBeEnabled();
  expect((await post('/api/team/session', {}, { idToken: second })).status).toBe(401);
});

test('a member changes their own password: common ones refused, the old one then opens nothing', async ({ page }) => {
  const a = en.Admin;
  const member = await newTeamMember();
  await enrolByApi(member, 'First-password-of-hers');
  await openLogin(page, a);
  await page.getByRole('textbox', { name: a.memberId, exact: true }).fill(member.memberId);
  await page.getByRole('textbox', { name: a.password, exact: true }).fill('First-password-of-hers');
  await page.getByRole('button', { name: a.login, exact: true }).click();
  const section = page.getByRole('region', { name: a.account.title });
  await expect(section).toBeVisible({ timeout: 30_000 });

  const current = section.getByRole('textbox', { name: a.account.currentPassword, exact: true });
  const fresh = section.getByRole('textbox', { name: a.account.newPassword, exact: true });
  const confirm = section.getByRole('textbox', { name: a.account.confirmPassword, exact: true });
  await current.fill('First-password-of-hers');
  await fresh.fill('password12');
  await confirm.fill('password12');
  await section.getByRole('button', { name: a.account.save }).click();
  await expect(section.getByText(a.passwordRules.errors.tooCommon)).toBeVisible();
  await expect(current).toHaveValue('First-password-of-hers');
  expect(await wcagFindings(page)).toEqual([]);

  await fresh.fill('Second-password-of-hers');
  await confirm.fill('Second-password-of-hers');
  await section.getByRole('button', { name: a.account.save }).click();
  await expect(section.getByText(a.account.done)).toBeVisible();

  expect(
    (await post('/api/team/login', { memberId: member.memberId, password: 'First-password-of-hers' })).body.code,
  ).toBe('wrongPassword');
  expect(
    (await post('/api/team/login', { memberId: member.memberId, password: 'Second-password-of-hers' })).body.ok,
  ).toBe(true);
});
