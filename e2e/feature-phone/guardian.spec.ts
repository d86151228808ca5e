import { expect, test } from '../support/test';
import { axeFindingsWithoutScripts } from '../support/axe';
import { en } from '../routes';
import { field, fillMinorMembership, MINOR_GUARDIAN_WHATSAPP, records, unique } from '../support/forms';

// Without JavaScript: a minor's form answers with the parent's link, and the parent's page is a
// plain form too. A parent who does not agree leaves nothing behind.

const f = en.Forms;
const p = en.Privacy;
const pick = (page: import('@playwright/test').Page, label: string, option: string) =>
  page.getByRole('combobox', { name: label }).selectOption({ label: option });

test('a parent without scripts refuses, and the record is gone', async ({ page }) => {
  const name = `${unique()} Raju`;
  await page.goto('/nav/rufc-membership-form');
  await fillMinorMembership(page, name, pick);
  await page.getByRole('button', { name: f.membership.submit }).click();
  await expect(page.getByTestId('form-reference')).toHaveText(/^MEM-/);
  const whatsApp = page.getByRole('link', { name: p.sent.whatsApp });
  await expect(whatsApp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${MINOR_GUARDIAN_WHATSAPP}\\?text=`));
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
