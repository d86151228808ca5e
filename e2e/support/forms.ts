import { expect, type Page } from '@playwright/test';
import { LOCAL_DB_PORT } from '../../playwright.config';
import { adminRestUrl } from '../../tests/support/database-rest';

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
