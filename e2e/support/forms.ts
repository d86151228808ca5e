import { expect, type Page } from '@playwright/test';
import { LOCAL_DB_PORT } from '../../playwright.config';
import { adminRestUrl } from '../../tests/support/database-rest';
import { en } from '../routes';

type Row = Record<string, unknown>;

/** The records stored under a database node of the e2e database, read with the server's credential (past the rules). */
export const records = async (node: string): Promise<Row[]> =>
  Object.values(((await (await fetch(adminRestUrl(LOCAL_DB_PORT, node))).json()) ?? {}) as Record<string, Row>);

/** A text no other test sends, to find this test's record. */
export const unique = () => `E2E ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Opens a form page and waits until the form is live. */
export async function openForm(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('form[data-ready]')).toBeVisible();
}

/** Picks `option` in the select labelled `label`. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The parent's mobile number fillMinorMembership gives, as the WhatsApp link carries it. */
export const MINOR_GUARDIAN_WHATSAPP = '919123456789';

/**
 * Fills the membership form for a 15-year-old (born 1 June 2011) with a parent's details, ready to
 * send. `select` picks an option: the scripted menu (choose) or, without scripts, the plain select.
 */
export async function fillMinorMembership(
  page: Page,
  name: string,
  select: (page: Page, label: string, option: string) => Promise<unknown> = choose,
) {
  const f = en.Forms;
  await field(page, f.membership.fields.fullName).fill(name);
  await page.getByLabel(f.membership.fields.dateOfBirth).fill('2011-06-01');
  await field(page, f.membership.fields.phone).fill('98765 43210');
  await field(page, f.membership.fields.guardianName).fill('Sunita Devi');
  await field(page, f.membership.fields.guardianPhone).fill('91234 56789');
  await field(page, f.membership.fields.village).fill('Dehri');
  await select(page, f.membership.fields.position, f.options.position.forward);
  await select(page, f.membership.fields.experience, f.options.experience.school);
  await page.getByRole('checkbox', { name: f.membership.fields.consent }).check();
}
