import { expect, test, type Page } from '@playwright/test';
import seed from '../lib/firebase/seed/database.seed.json';
import { DENIED_DB_PORT, EMPTY_DB_PORT } from '../playwright.config';
import { holdDatabase, useDatabase } from './support/database';
import { en } from './routes';

const a = en.Admin;
const coordinator = seed.teamMembers['-demo-coordinator'];
const PATH = '/nav/admin-login-page';
const session = (page: Page) =>
  page.evaluate(() => [
    sessionStorage.getItem('teamMemberId'),
    sessionStorage.getItem('teamMemberName'),
    sessionStorage.getItem('teamMemberRole'),
  ]);

/** Opens the login page and waits until the form is live (its button turns on after hydration). */
async function openLogin(page: Page) {
  await page.goto(PATH);
  await expect(page.getByRole('button', { name: a.login, exact: true })).toBeEnabled();
}

async function logIn(page: Page, memberId: string, password: string) {
  await page.getByRole('textbox', { name: a.memberId, exact: true }).fill(memberId);
  await page.getByRole('textbox', { name: a.password, exact: true }).fill(password);
  await page.getByRole('textbox', { name: a.password, exact: true }).press('Enter');
}

const errorAlert = (page: Page) => page.getByRole('alert').filter({ hasNotText: /^$/ }).locator('.MuiAlert-message');

test('an empty team list answers "No team members found"', async ({ page }) => {
  await useDatabase(page, EMPTY_DB_PORT);
  await openLogin(page);
  await logIn(page, coordinator.memberId, coordinator.whatsapp);
  await expect(errorAlert(page)).toHaveText('No team members found');
});

test('an unknown member id answers "Member ID not found" and keeps what was typed', async ({ page }) => {
  await openLogin(page);
  await logIn(page, 'RYF999', 'whatever');
  await expect(errorAlert(page)).toHaveText('Member ID not found');
  await expect(page.getByRole('textbox', { name: a.memberId, exact: true })).toHaveValue('RYF999');
});

test('a wrong password answers "Invalid password"', async ({ page }) => {
  await openLogin(page);
  await logIn(page, coordinator.memberId, 'not-the-number');
  await expect(errorAlert(page)).toHaveText('Invalid password');
  await expect(page.getByRole('textbox', { name: a.memberId, exact: true })).toHaveValue(coordinator.memberId);
});

test('a failing database answers "Login failed. Please try again." and logs it', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await useDatabase(page, DENIED_DB_PORT);
  await openLogin(page);
  await logIn(page, coordinator.memberId, coordinator.whatsapp);
  await expect(errorAlert(page)).toHaveText('Login failed. Please try again.');
  expect(errors.some((e) => e.includes('Login failed. Please try again.'))).toBe(true);
});

test('a successful login shows name and role, survives a reload, and logout clears the session', async ({ page }) => {
  await openLogin(page);
  const password = page.getByRole('textbox', { name: a.password, exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: a.showPassword }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await logIn(page, coordinator.memberId, coordinator.whatsapp);
  await expect(page.getByRole('heading', { name: `Signed in as ${coordinator.name}` })).toBeVisible();
  await expect(page.getByText(`Role: ${coordinator.role}`)).toBeVisible();
  expect(await session(page)).toEqual([coordinator.memberId, coordinator.name, coordinator.role]);
  await expect(page.getByTestId('signed-in-indicator')).toHaveText(`Signed in: ${coordinator.name}`);

  await page.reload();
  await expect(page.getByRole('heading', { name: `Signed in as ${coordinator.name}` })).toBeVisible();
  await page.goto('/blog');
  await expect(page.getByTestId('signed-in-indicator')).toBeVisible();

  await page.goto(PATH);
  await page.getByRole('button', { name: a.logout }).click();
  await expect(page.getByRole('textbox', { name: a.memberId, exact: true })).toBeVisible();
  expect(await session(page)).toEqual([null, null, null]);
  await expect(page.getByTestId('signed-in-indicator')).toHaveCount(0);
});

test('a stored member id that no longer exists is cleared on load', async ({ page }) => {
  await openLogin(page);
  await page.evaluate(() => {
    sessionStorage.setItem('teamMemberId', 'RYF-GONE');
    sessionStorage.setItem('teamMemberName', 'Former Member');
    sessionStorage.setItem('teamMemberRole', 'Volunteer');
  });
  await page.reload();
  await expect(page.getByRole('button', { name: a.login })).toBeVisible();
  await expect.poll(() => session(page)).toEqual([null, null, null]);
});

test('the login button is disabled while a login is in flight', async ({ page }) => {
  await openLogin(page);
  // Hold the database connection open without answering, so the login stays in flight.
  await holdDatabase(page);
  await logIn(page, coordinator.memberId, coordinator.whatsapp);
  await expect(page.getByRole('button', { name: a.loggingIn })).toBeDisabled();
});
