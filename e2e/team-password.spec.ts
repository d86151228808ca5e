import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { wcagFindings } from './support/axe';
import { demoTeam, fromOwnAddress, logIn, loginError, openLogin } from './support/team';
import { enrolByApi, newTeamMember, post } from './support/team-accounts';
import { en, hi } from './routes';

const PATH = '/nav/admin-login-page';

const axeProblems = wcagFindings;

/** Sends the login form as typed, with no help from the demo helpers. */
async function typeLogin(page: Page, a: typeof en.Admin, memberId: string, password: string) {
  await page.getByRole('textbox', { name: a.memberId, exact: true }).fill(memberId);
  await page.getByRole('textbox', { name: a.password, exact: true }).fill(password);
  await page.getByRole('button', { name: a.login, exact: true }).click();
}

for (const [catalog, path] of [
  [en, PATH],
  [hi, `/hi${PATH}`],
] as const) {
  const a = catalog.Admin;
  const c = a.choosePassword;

  test(`${path}: the first sign-in takes the invitation code and asks for a password of one's own`, async ({
    page,
  }) => {
    const member = await newTeamMember();
    const password = 'Own-first-choice-2026';
    const signedIn = page.getByRole('heading', { name: a.signedInAs.replace('{name}', member.name) });

    await openLogin(page, a, path);
    await typeLogin(page, a, member.memberId, member.invitation);
    const heading = page.getByRole('heading', { name: c.title });
    await expect(heading).toBeFocused();
    await expect(signedIn).toHaveCount(0);
    expect(await axeProblems(page)).toEqual([]);

    const newPassword = page.getByRole('textbox', { name: c.newPassword, exact: true });
    await newPassword.fill('short');
    await page.getByRole('button', { name: c.save, exact: true }).click();
    await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(a.passwordRules.errors.tooShort.replace('{min}', '10'))).toBeVisible();
    await newPassword.fill(`${member.name} 2026`);
    await page.getByRole('textbox', { name: c.confirmPassword, exact: true }).fill(`${member.name} 2026`);
    await page.getByRole('button', { name: c.save, exact: true }).click();
    await expect(page.getByText(a.passwordRules.errors.containsName)).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);

    await newPassword.fill(password);
    await page.getByRole('textbox', { name: c.confirmPassword, exact: true }).fill(password);
    await page.getByRole('button', { name: c.save, exact: true }).click();
    await expect(signedIn).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: a.logout }).click();
    await expect(page.getByRole('button', { name: a.login, exact: true })).toBeEnabled();
    // The code is used up: it is now just a wrong password.
    await typeLogin(page, a, member.memberId, member.invitation);
    await expect(loginError(page)).toHaveText(a.errors.wrongPassword);

    await page.getByRole('textbox', { name: a.password, exact: true }).fill(password);
    await page.getByRole('button', { name: a.login, exact: true }).click();
    await expect(signedIn).toBeVisible({ timeout: 30_000 });
  });
}

test('a Coordinator resets a member and reads out a new invitation code, which opens the first sign-in once', async ({
  page,
}) => {
  const member = await newTeamMember();
  await enrolByApi(member, 'Forgotten-soon-2026');

  const a = en.Admin;
  const t = a.teamPanel;
  await openLogin(page, a);
  await logIn(page, a, demoTeam.coordinator.memberId, demoTeam.coordinator.invitation);
  const panel = page.getByRole('region', { name: t.title });
  const row = panel.getByRole('row').filter({ hasText: member.memberId });
  await expect(row).toContainText(t.hasPassword, { timeout: 30_000 });
  expect(await axeProblems(page)).toEqual([]);

  await row.getByRole('button', { name: t.resetFor.replace('{name}', member.name) }).click();
  const dialog = page.getByRole('dialog', { name: t.confirmTitle.replace('{name}', member.name) });
  await expect(dialog).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  await dialog.getByRole('button', { name: t.reset, exact: true }).click();
  await expect(panel.getByText(t.done.replace('{name}', member.name))).toBeVisible();
  const code = (await panel.locator('[data-invitation-code]').innerText()).trim();
  expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{5}-[2-9A-HJKMNP-TV-Z]{5}$/);
  await expect(row).toContainText(t.noPassword);
  expect(await axeProblems(page)).toEqual([]);

  // The old password opens nothing; the code opens the first sign-in, once.
  expect(
    (await post('/api/team/login', { memberId: member.memberId, password: 'Forgotten-soon-2026' })).body.code,
  ).toBe('needsInvitation');
  expect((await post('/api/team/login', { memberId: member.memberId, password: code })).body.code).toBe(
    'choosePassword',
  );
  expect((await post('/api/team/login', { memberId: member.memberId, password: code })).body.code).toBe(
    'needsInvitation',
  );
});

test('the team panel is not shown to a RUFC Coach', async ({ page }) => {
  const a = en.Admin;
  await openLogin(page, a);
  await fromOwnAddress(page);
  await logIn(page, a, demoTeam.coach.memberId, demoTeam.coach.invitation);
  await expect(page.getByRole('heading', { name: a.signedInAs.replace('{name}', demoTeam.coach.name) })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('region', { name: a.teamPanel.title })).toHaveCount(0);
});
