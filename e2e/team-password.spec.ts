import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { wcagFindings } from './support/axe';
import { writeAsServer } from './support/database-admin';
import { demoTeam, fromOwnAddress, logIn, loginError, openLogin } from './support/team';
import { nextTestAddress } from './support/test';
import { en, hi } from './routes';

const PATH = '/nav/admin-login-page';

/**
 * A member of this test's own, added to the team as the server would: the demo members are
 * shared by every spec, and this one changes its member's password.
 */
async function newMember(role = 'Volunteer') {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const member = {
    memberId: `E2E-${suffix}`,
    name: `Test Member ${suffix}`,
    role,
    whatsapp: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
  };
  await writeAsServer(`teamMembers/-e2e-${suffix.toLowerCase()}`, member);
  return member;
}

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

  test(`${path}: the first sign-in asks for a password of one's own, which then replaces the number`, async ({
    page,
  }) => {
    const member = await newMember();
    const password = `Own-${member.memberId}-pass`;
    const signedIn = page.getByRole('heading', { name: a.signedInAs.replace('{name}', member.name) });

    await openLogin(page, a, path);
    await typeLogin(page, a, member.memberId, member.whatsapp);
    const heading = page.getByRole('heading', { name: c.title });
    await expect(heading).toBeFocused();
    await expect(signedIn).toHaveCount(0);
    expect(await axeProblems(page)).toEqual([]);

    const newPassword = page.getByRole('textbox', { name: c.newPassword, exact: true });
    await newPassword.fill('short');
    await page.getByRole('button', { name: c.save, exact: true }).click();
    await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(c.errors.tooShort.replace('{min}', '10'))).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);

    await newPassword.fill(password);
    await page.getByRole('textbox', { name: c.confirmPassword, exact: true }).fill(password);
    await page.getByRole('button', { name: c.save, exact: true }).click();
    await expect(signedIn).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: a.logout }).click();
    await expect(page.getByRole('button', { name: a.login, exact: true })).toBeEnabled();
    await typeLogin(page, a, member.memberId, member.whatsapp);
    await expect(loginError(page)).toHaveText(a.errors.wrongPassword);

    await page.getByRole('textbox', { name: a.password, exact: true }).fill(password);
    await page.getByRole('button', { name: a.login, exact: true }).click();
    await expect(signedIn).toBeVisible({ timeout: 30_000 });
  });
}

test('the WhatsApp number of an enrolled member signs nobody in through the API', async ({ request }) => {
  const member = await newMember('Coordinator');
  const from = () => ({ 'x-forwarded-for': nextTestAddress() });
  const first = await request.post('/api/team/login', {
    headers: from(),
    data: { memberId: member.memberId, password: member.whatsapp },
  });
  const { enrolment } = (await first.json()) as { enrolment: string };
  const chosen = await request.post('/api/team/password', {
    headers: from(),
    data: { memberId: member.memberId, ticket: enrolment, password: 'Chosen-by-her-2026' },
  });
  expect(chosen.status()).toBe(200);
  // A colleague who knows her number.
  const attacker = await request.post('/api/team/login', {
    headers: from(),
    data: { memberId: member.memberId, password: member.whatsapp },
  });
  expect(attacker.status()).toBe(401);
  expect(await attacker.json()).toEqual({ ok: false, code: 'wrongPassword', message: 'Invalid password' });
});

test('a Coordinator resets a member, who then chooses a new password', async ({ page, request }) => {
  const member = await newMember();
  const from = () => ({ 'x-forwarded-for': nextTestAddress() });
  const { enrolment } = (await (
    await request.post('/api/team/login', {
      headers: from(),
      data: { memberId: member.memberId, password: member.whatsapp },
    })
  ).json()) as { enrolment: string };
  await request.post('/api/team/password', {
    headers: from(),
    data: { memberId: member.memberId, ticket: enrolment, password: 'Forgotten-soon-2026' },
  });

  const a = en.Admin;
  const t = a.teamPanel;
  await openLogin(page, a);
  await logIn(page, a, demoTeam.coordinator.memberId, demoTeam.coordinator.whatsapp);
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
  await expect(row).toContainText(t.noPassword);

  // Back at the first sign-in: the number works once more, to choose a new password.
  const again = await request.post('/api/team/login', {
    headers: from(),
    data: { memberId: member.memberId, password: member.whatsapp },
  });
  expect(await again.json()).toMatchObject({ ok: false, code: 'choosePassword' });
});

test('the team panel is not shown to a RUFC Coach', async ({ page }) => {
  const a = en.Admin;
  await openLogin(page, a);
  await fromOwnAddress(page);
  await logIn(page, a, demoTeam.coach.memberId, demoTeam.coach.whatsapp);
  await expect(page.getByRole('heading', { name: a.signedInAs.replace('{name}', demoTeam.coach.name) })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('region', { name: a.teamPanel.title })).toHaveCount(0);
});
