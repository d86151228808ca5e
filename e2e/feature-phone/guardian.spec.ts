import { expect, test } from '../support/test';
import { axeFindingsWithoutScripts } from '../support/axe';
import { en } from '../routes';
import { field, records, unique } from '../support/forms';

// Without JavaScript: a minor's form answers with the parent's link, and the parent's page is a
// plain form too. A parent who does not agree leaves nothing behind.

const f = en.Forms;
const p = en.Privacy;
const pick = (page: import('@playwright/test').Page, label: string, option: string) =>
  page.getByRole('combobox', { name: label }).selectOption({ label: option });

test('a parent without scripts refuses, and the record is gone', async ({ page }) => {
  const name = `${unique()} Raju`;
  await page.goto('/nav/rufc-membership-form');
  await field(page, f.membership.fields.fullName).fill(name);
  await page.getByLabel(f.membership.fields.dateOfBirth).fill('2012-02-10');
  await field(page, f.membership.fields.phone).fill('9876543210');
  await field(page, f.membership.fields.guardianName).fill('Meena Devi');
  await field(page, f.membership.fields.guardianPhone).fill('9123456780');
  await field(page, f.membership.fields.village).fill('Nokha');
  await pick(page, f.membership.fields.position, f.options.position.midfielder);
  await pick(page, f.membership.fields.experience, f.options.experience.none);
  await page.getByRole('checkbox', { name: f.membership.fields.consent }).check();
  await page.getByRole('button', { name: f.membership.submit }).click();
  await expect(page.getByTestId('form-reference')).toHaveText(/^MEM-/);
  const whatsApp = page.getByRole('link', { name: p.sent.whatsApp });
  await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/919123456780\?text=/);
  const link = (await page.getByTestId('guardian-link').getAttribute('href')) ?? '';
  expect((await records('rufcMembershipApplications')).filter((r) => r.fullName === name)).toHaveLength(1);

  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('button', { name: p.guardian.refuse })).toBeVisible();
  expect(await axeFindingsWithoutScripts(page)).toEqual([]);
  await page.getByRole('button', { name: p.guardian.refuse }).click();
  await expect(page.getByRole('status').filter({ hasText: p.guardian.refused })).toBeVisible();
  expect((await records('rufcMembershipApplications')).filter((r) => r.fullName === name)).toHaveLength(0);
});

test('the survey without scripts shows the parent’s fields, saying to fill them in under 18', async ({ page }) => {
  await page.goto('/nav/traditional-survey-form');
  await expect(field(page, f.survey.fields.guardianName)).toBeVisible();
  await expect(field(page, f.survey.fields.guardianPhone)).toBeVisible();
  await expect(page.getByText(f.survey.guardianNoScript).first()).toBeVisible();
});
