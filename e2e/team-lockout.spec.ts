import { SPEC_BASE_PORTS } from '../playwright.config';
import { startCluster, type Cluster } from './support/cluster';
import { demoTeam, e2ePasswordOf, logIn, loginError, openLogin } from './support/team';
import { expect, nextTestAddress, test } from './support/test';
import { en, hi } from './routes';

/**
 * An attacker who knows a member's ID tries to keep her out. On servers of their own (two
 * instances of the build sharing one Redis behind a round-robin front, e2e/support/cluster.ts), so
 * the waits this attack causes never reach the demo members of the other specs' server.
 */
const { coordinator } = demoTeam;
const a = en.Admin;
const ATTACKERS = 50;

let cluster: Cluster;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startCluster(SPEC_BASE_PORTS.teamLockout);
});

test.afterAll(async () => {
  await cluster?.stop();
});

const loginPage = (path = '/nav/admin-login-page') => `${cluster.front}${path}`;
const signedIn = (name: string) => ({ name: `Signed in as ${name}` });

/** One wrong password for the member, from an address of its own, as a script would send it. */
async function guess(i: number) {
  const response = await fetch(`${cluster.front}/api/team/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.230.${i >> 8}.${i & 255}` },
    body: JSON.stringify({ memberId: coordinator.memberId, password: `attack-${i}` }),
  });
  return { status: response.status, retryAfter: Number(response.headers.get('retry-after') ?? 0) };
}

test(`${ATTACKERS} addresses sending wrong passwords for ${coordinator.memberId} do not keep her out on her own device`, async ({
  page,
  newWatchedPage,
}) => {
  // Her phone: she signed in on it before (her first sign-in chooses the e2e password, if no other
  // spec has), so it holds a device cookie that script cannot read and only the sign-in receives.
  await openLogin(page, a, loginPage());
  await logIn(page, a, coordinator.memberId, coordinator.invitation);
  await expect(page.getByRole('heading', signedIn(coordinator.name))).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: a.logout }).click();
  await logIn(page, a, coordinator.memberId, e2ePasswordOf(coordinator.memberId));
  await expect(page.getByRole('heading', signedIn(coordinator.name))).toBeVisible({ timeout: 30_000 });
  const [device] = (await page.context().cookies(cluster.front + '/api/team/login')).filter(
    (c) => c.name === 'yuva_device',
  );
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/team' });
  expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(179 * 24 * 60 * 60_000);
  expect(await page.evaluate(() => document.cookie)).not.toContain('yuva_device');
  await page.getByRole('button', { name: a.logout }).click();

  // The attack, spread over both instances: 5 wrong passwords are checked, then every further
  // attempt at her from anywhere unknown is told to wait; never a 5xx, never a lock.
  const answers: { status: number; retryAfter: number }[] = [];
  for (let i = 0; i < ATTACKERS; i++) answers.push(await guess(i));
  expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual(Array(5).fill(401));
  expect(answers.slice(5).map((answer) => answer.status)).toEqual(Array(ATTACKERS - 5).fill(429));
  for (const { retryAfter } of answers.slice(5)) expect(retryAfter).toBeGreaterThan(0);
  for (const { retryAfter } of answers.slice(5)) expect(retryAfter).toBeLessThanOrEqual(60);

  // A stranger with her right password, in both languages: the wait, a minute at first.
  const stranger = await newWatchedPage();
  for (const [catalog, path, message] of [
    [en, '/nav/admin-login-page', 'Too many attempts. Try again in 1 minute.'],
    [hi, '/hi/nav/admin-login-page', 'बहुत ज़्यादा प्रयास हो गए। 1 मिनट बाद फिर कोशिश करें।'],
  ] as const) {
    await openLogin(stranger, catalog.Admin, loginPage(path));
    await logIn(stranger, catalog.Admin, coordinator.memberId, e2ePasswordOf(coordinator.memberId));
    await expect(loginError(stranger)).toHaveText(message);
  }

  // Her phone, from yet another address, signs her in with her password, on either instance.
  for (let i = 0; i < 2; i++) {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextTestAddress() });
    await logIn(page, a, coordinator.memberId, e2ePasswordOf(coordinator.memberId));
    await expect(page.getByRole('heading', signedIn(coordinator.name))).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: a.logout }).click();
  }
});
