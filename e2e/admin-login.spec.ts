import { expect, test } from './support/test';
import { demoTeam, fromOwnAddress, logIn, loginError, openLogin, teamStorage } from './support/team';
import { enrolByApi, newTeamMember } from './support/team-accounts';
import { en, hi } from './routes';

const a = en.Admin;
const { coordinator } = demoTeam;
const PATH = '/nav/admin-login-page';

test('an unknown member id answers "Member ID not found" and keeps what was typed', async ({ page }) => {
  await openLogin(page, a);
  await logIn(page, a, 'RYF999', 'whatever');
  await expect(loginError(page)).toHaveText('Member ID not found');
  await expect(page.getByRole('textbox', { name: a.memberId, exact: true })).toHaveValue('RYF999');
});

// A member of the test's own: wrong passwords for a demo member would count against her for the run.
test('a wrong password answers "Invalid password"', async ({ page }) => {
  const member = await newTeamMember();
  await enrolByApi(member, 'Chosen-before-this-test');
  await openLogin(page, a);
  await logIn(page, a, member.memberId, 'not-the-number');
  await expect(loginError(page)).toHaveText('Invalid password');
  await expect(page.getByRole('textbox', { name: a.memberId, exact: true })).toHaveValue(member.memberId);
});

test('a login that cannot reach the server answers "Login failed. Please try again." and logs it', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await openLogin(page, a);
  await page.route('**/api/team/login', (route) => route.abort());
  await logIn(page, a, coordinator.memberId, coordinator.invitation);
  await expect(loginError(page)).toHaveText('Login failed. Please try again.');
  expect(errors.some((e) => e.includes('Login failed. Please try again.'))).toBe(true);
});

// From one address (the waits of one member ID are tested on the route itself and on servers of
// their own, e2e/team-lockout.spec.ts, so that no demo member waits in the other tests here).
test('after 10 failed attempts from one address the sign-in waits, even for the right password', async ({ page }) => {
  await openLogin(page, a);
  for (let i = 0; i < 10; i++) {
    await logIn(page, a, `RYF90${i}`, `guess-${i}`);
    await expect(loginError(page)).toHaveText('Member ID not found');
    await page.getByRole('textbox', { name: a.password, exact: true }).fill('');
  }
  await logIn(page, a, demoTeam.volunteer.memberId, demoTeam.volunteer.invitation);
  await expect(loginError(page)).toHaveText('Too many attempts. Try again in 15 minutes.');
  await fromOwnAddress(page);
  await logIn(page, a, demoTeam.volunteer.memberId, demoTeam.volunteer.invitation);
  await expect(page.getByRole('heading', { name: `Signed in as ${demoTeam.volunteer.name}` })).toBeVisible();
});

test(
  'a successful login shows name and role, survives a reload, and logout leaves nothing',
  { tag: '@smoke' },
  async ({ page }) => {
    await openLogin(page, a);
    const password = page.getByRole('textbox', { name: a.password, exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: a.showPassword }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await logIn(page, a, coordinator.memberId, coordinator.invitation);
    await expect(page.getByRole('heading', { name: `Signed in as ${coordinator.name}` })).toBeVisible();
    await expect(page.getByText(`Role: ${coordinator.role}`)).toBeVisible();
    const signedIn = await teamStorage(page);
    expect(signedIn.name).toBe(coordinator.name);
    expect(signedIn.firebase).toHaveLength(1);
    await expect(page.getByTestId('signed-in-indicator')).toHaveText(`Signed in: ${coordinator.name}`);

    await page.reload();
    await expect(page.getByRole('heading', { name: `Signed in as ${coordinator.name}` })).toBeVisible();
    await page.goto('/blog');
    await expect(page.getByTestId('signed-in-indicator')).toBeVisible();

    await page.goto(PATH);
    await page.getByRole('button', { name: a.logout }).click();
    await expect(page.getByRole('textbox', { name: a.memberId, exact: true })).toBeVisible();
    expect(await teamStorage(page)).toEqual({ name: null, firebase: [], local: [] });
    await expect(page.getByTestId('signed-in-indicator')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: a.login, exact: true })).toBeEnabled();
    await expect(page.getByRole('heading', { name: /Signed in as/ })).toHaveCount(0);
  },
);

for (const [catalog, path] of [
  [en, PATH],
  [hi, `/hi${PATH}`],
] as const) {
  test(`${path} is sent without the inbox's and the forms' labels, which come after sign-in`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(catalog.Admin.formTitle);
    expect(html).toContain(catalog.Admin.inboxFailed);
    expect(html).not.toContain(catalog.Inbox.intro);
    expect(html).not.toContain(catalog.Inbox.export);
    expect(html).not.toContain(catalog.Forms.complaint.keepCode);
  });
}

test("a stored member's name alone signs nobody in, and is cleared on load", async ({ page }) => {
  await openLogin(page, a);
  await page.evaluate(() => sessionStorage.setItem('teamMemberName', 'Priya Kumari'));
  await page.reload();
  await expect(page.getByRole('button', { name: a.login, exact: true })).toBeEnabled();
  await expect(page.getByRole('heading', { name: /Signed in as/ })).toHaveCount(0);
  await expect.poll(async () => (await teamStorage(page)).name).toBeNull();
});

test('the login button is disabled while a login is in flight', async ({ page }) => {
  await openLogin(page, a);
  // Hold the sign-in request without answering, so the login stays in flight.
  await page.route('**/api/team/login', () => {});
  // Any password: the request is never answered.
  await logIn(page, a, coordinator.memberId, 'held-request');
  await expect(page.getByRole('button', { name: a.loggingIn })).toBeDisabled();
});
