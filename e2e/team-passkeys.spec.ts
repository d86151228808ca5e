import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { wcagFindings } from './support/axe';
import { newTeamMember } from './support/team-accounts';
import { loginError, openLogin } from './support/team';
import { en, hi } from './routes';

const PATH = '/nav/admin-login-page';

/**
 * Chromium's virtual authenticator for this page, as a phone's built-in one: it keeps passkeys
 * (discoverable credentials) and verifies the user at once, as a touch of the fingerprint sensor.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { count: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length };
}

for (const [catalog, path] of [
  [en, PATH],
  [hi, `/hi${PATH}`],
] as const) {
  const a = catalog.Admin;
  const p = a.passkeys;
  const s = a.passkeySignIn;

  test(`${path}: a member adds a passkey, signs in with it instead of the password, renames and removes it`, async ({
    page,
  }) => {
    const member = await newTeamMember();
    const authenticator = await addVirtualAuthenticator(page);
    const signedIn = page.getByRole('heading', { name: a.signedInAs.replace('{name}', member.name) });
    const password = 'Own-passkey-owner-2026';

    // First sign-in: the invitation code, then a password of the member's own.
    await openLogin(page, a, path);
    await page.getByRole('textbox', { name: a.memberId, exact: true }).fill(member.memberId);
    await page.getByRole('textbox', { name: a.password, exact: true }).fill(member.invitation);
    await page.getByRole('button', { name: a.login, exact: true }).click();
    await page.getByRole('textbox', { name: a.choosePassword.newPassword, exact: true }).fill(password);
    await page.getByRole('textbox', { name: a.choosePassword.confirmPassword, exact: true }).fill(password);
    await page.getByRole('button', { name: a.choosePassword.save, exact: true }).click();
    await expect(signedIn).toBeVisible({ timeout: 30_000 });

    // Add a passkey, named.
    const panel = page.getByRole('region', { name: p.title });
    await expect(panel.getByText(p.empty)).toBeVisible({ timeout: 30_000 });
    const panelAxe = () => wcagFindings(page, 'section[aria-labelledby="passkeys-title"]');
    expect(await panelAxe()).toEqual([]);
    await panel.getByRole('textbox', { name: p.name }).fill('E2E phone');
    await panel.getByRole('button', { name: p.add }).click();
    await expect(panel.getByText(p.added.replace('{name}', 'E2E phone'))).toBeVisible({ timeout: 30_000 });
    const row = panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'E2E phone' }) });
    await expect(row).toContainText(p.never);
    expect(await authenticator.count()).toBe(1);
    expect(await panelAxe()).toEqual([]);
    // Sign out, and back in with the passkey alone.
    await page.getByRole('button', { name: a.logout }).click();
    await expect(page.getByRole('button', { name: a.login, exact: true })).toBeEnabled();
    await page.getByRole('button', { name: s.button }).click();
    await expect(signedIn).toBeVisible({ timeout: 30_000 });
    await expect(row).not.toContainText(p.never, { timeout: 30_000 });

    // Rename it, then remove it: it signs nobody in from then on.
    await row.getByRole('button', { name: p.renameFor.replace('{name}', 'E2E phone') }).click();
    const renameDialog = page.getByRole('dialog', { name: p.renameTitle.replace('{name}', 'E2E phone') });
    await renameDialog.getByRole('textbox', { name: p.newName }).fill('E2E old phone');
    await renameDialog.getByRole('button', { name: p.save }).click();
    await expect(panel.getByText(p.renamed.replace('{name}', 'E2E old phone'))).toBeVisible();
    const renamedRow = panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'E2E old phone' }) });
    await renamedRow.getByRole('button', { name: p.removeFor.replace('{name}', 'E2E old phone') }).click();
    const dialog = page.getByRole('dialog', { name: p.removeTitle.replace('{name}', 'E2E old phone') });
    await dialog.getByRole('button', { name: p.remove }).click();
    await expect(panel.getByText(p.removed.replace('{name}', 'E2E old phone'))).toBeVisible();
    await expect(panel.getByText(p.empty)).toBeVisible();
    await page.getByRole('button', { name: a.logout }).click();
    await page.getByRole('button', { name: s.button }).click();
    await expect(loginError(page)).toHaveText(s.errors.passkeyUnknown);
    await expect(signedIn).toHaveCount(0);
  });
}

test('a passkey request from a page of another site is refused', async ({ request }) => {
  const answer = await request.post('/api/team/passkeys/authentication-options', {
    headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
    data: {},
  });
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toEqual({ ok: false, code: 'wrongOrigin' });
});

test('the passkey routes of a member ask for their token before anything else', async ({ request }) => {
  for (const [method, url] of [
    ['GET', '/api/team/passkeys'],
    ['POST', '/api/team/passkeys'],
    ['POST', '/api/team/passkeys/registration-options'],
    ['PATCH', '/api/team/passkeys/abc'],
    ['DELETE', '/api/team/passkeys/abc'],
  ] as const) {
    const answer = await request.fetch(url, { method, headers: { 'Content-Type': 'application/json' }, data: '{' });
    expect(answer.status(), `${method} ${url}`).toBe(401);
  }
});
