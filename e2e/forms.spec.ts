import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { axeFindings } from './support/axe';
import { en } from './routes';
import { choose, field, fillMinorMembership, openForm, records, unique } from './support/forms';

const f = en.Forms;

// The forms share one database node each; run one at a time so counts stay exact.
test.describe.configure({ mode: 'serial' });

async function fillSurvey(page: Page, village: string) {
  await page.getByRole('radio', { name: f.options.ageGroup['18-21'] }).check();
  await choose(page, f.survey.fields.block, 'Sasaram');
  await field(page, f.survey.fields.village).fill(village);
  await choose(page, f.survey.fields.occupation, f.options.occupation.college);
  await page.getByRole('checkbox', { name: f.options.interests.sports }).check();
  await field(page, f.survey.fields.needs).fill('A reading room with newspapers');
  await page.getByRole('checkbox', { name: f.survey.fields.consent }).check();
}

const fillMembership = (page: Page, name: string) => fillMinorMembership(page, name);

async function fillComplaint(page: Page, description: string) {
  await choose(page, f.complaint.fields.category, f.options.category.facilities);
  await field(page, f.complaint.fields.description).fill(description);
  await page.getByLabel(f.complaint.fields.incidentDate).fill('2026-11-01');
  await field(page, f.complaint.fields.name).fill('Priya Singh');
  await field(page, f.complaint.fields.phone).fill('9876543210');
}

async function fillContact(page: Page, subject: string) {
  await field(page, f.contact.fields.name).fill('Ravi Kumar');
  await field(page, f.contact.fields.phone).fill('+91 70045 12345');
  await field(page, f.contact.fields.subject).fill(subject);
  await field(page, f.contact.fields.message).fill('When does the next football trial take place in Nokha?');
  await page.getByRole('checkbox', { name: f.contact.fields.consent }).check();
}

const forms = [
  {
    id: 'survey',
    path: '/nav/traditional-survey-form',
    node: 'surveyResponses',
    fill: fillSurvey,
    key: 'village',
    first: 'survey-ageGroup',
  },
  {
    id: 'membership',
    path: '/nav/rufc-membership-form',
    node: 'rufcMembershipApplications',
    fill: fillMembership,
    key: 'fullName',
    first: 'membership-fullName',
  },
  {
    id: 'complaint',
    path: '/nav/rufc-complaint-portal',
    node: 'rufcComplaints',
    fill: fillComplaint,
    key: 'description',
    first: 'complaint-category',
  },
  {
    id: 'contact',
    path: '/nav/contact-us',
    node: 'contactMessages',
    fill: fillContact,
    key: 'subject',
    first: 'contact-name',
  },
] as const;

for (const form of forms) {
  test(`${form.id}: valid values create exactly one record`, async ({ page }) => {
    const marker = form.id === 'complaint' ? `${unique()} the nets at the ground are torn again` : unique();
    await openForm(page, form.path);
    await form.fill(page, marker);
    await page.getByRole('button', { name: f[form.id].submit }).click();
    const reference = (await page.getByTestId('form-reference').textContent()) ?? '';
    expect(reference).toMatch(/^[A-Z]{3}-[A-Z0-9]{8}$/);
    const stored = (await records(form.node)).filter((r) => r[form.key] === marker);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.reference).toBe(reference);
    expect(typeof stored[0]?.createdAt).toBe('number');
    expect(await page.evaluate((k) => localStorage.getItem(k), `form_draft_${form.id}`)).toBeNull();
  });

  test(`${form.id}: invalid values show the messages and create nothing`, async ({ page }) => {
    // Nothing is sent, so nothing can be stored (counting the node would race other specs' sends).
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/forms/')) sent.push(request.url());
    });
    await openForm(page, form.path);
    await page.getByRole('button', { name: f[form.id].submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: f.fixErrors })).toBeVisible();
    await expect(page.locator(`#${form.first}`)).toBeFocused();
    await expect(page.getByText(f.errors.required).first()).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    expect(sent).toEqual([]);
  });
}

test('a wrong mobile number and a future date explain themselves', async ({ page }) => {
  await openForm(page, '/nav/rufc-membership-form');
  await field(page, f.membership.fields.phone).fill('5123456789');
  await page.getByLabel(f.membership.fields.dateOfBirth).fill('2099-01-01');
  await page.getByRole('button', { name: f.membership.submit }).click();
  await expect(page.getByText(f.errors.mobile)).toBeVisible();
  await expect(page.getByText(f.errors.pastDate)).toBeVisible();
});

test('a reload mid-form restores the draft', async ({ page }) => {
  await openForm(page, '/nav/contact-us');
  await field(page, f.contact.fields.subject).fill('Draft subject kept');
  await field(page, f.contact.fields.message).fill('Half-written message that must not be lost');
  await page.getByRole('checkbox', { name: f.contact.fields.consent }).check();
  await page.reload();
  await expect(page.locator('form[data-ready]')).toBeVisible();
  await expect(page.getByText(f.draftRestored)).toBeVisible();
  await expect(field(page, f.contact.fields.subject)).toHaveValue('Draft subject kept');
  await expect(field(page, f.contact.fields.message)).toHaveValue('Half-written message that must not be lost');
});

// The server saves the forms: a server that cannot save answers 503.
test('a server that cannot save shows the error and keeps the values', async ({ page }) => {
  await page.route('**/api/forms/contact', (route) =>
    route.fulfill({ status: 503, json: { ok: false, code: 'unavailable' } }),
  );
  const subject = unique();
  await openForm(page, '/nav/contact-us');
  await fillContact(page, subject);
  await page.getByRole('button', { name: f.contact.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: f.failed })).toBeVisible();
  await expect(field(page, f.contact.fields.subject)).toHaveValue(subject);
  await expect(page.getByRole('button', { name: f.contact.submit })).toBeEnabled();
  expect((await records('contactMessages')).filter((r) => r.subject === subject)).toHaveLength(0);
});

test('the plan chosen on the plans page is carried into the membership form', async ({ page }) => {
  await page.goto('/nav/subscriptions-plan');
  await page.getByRole('link', { name: /Choose Player/ }).click();
  await expect(page).toHaveURL(/plan=player/);
  await expect(page.getByRole('combobox', { name: f.membership.fields.plan })).toHaveText(f.options.plan.player);
});

test('a bot filling the hidden field is thanked and nothing is stored', async ({ page }) => {
  const subject = unique();
  await openForm(page, '/nav/contact-us');
  await fillContact(page, subject);
  await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
  await page.getByRole('button', { name: f.contact.submit }).click();
  await expect(page.getByTestId('form-reference')).toBeVisible();
  expect((await records('contactMessages')).filter((r) => r.subject === subject)).toHaveLength(0);
});

test('the send button cannot send twice', async ({ page }) => {
  await openForm(page, '/nav/contact-us');
  // Hold the request unanswered, so the first send stays in flight.
  await page.route('**/api/forms/contact', () => {});
  await fillContact(page, unique());
  await page.getByRole('button', { name: f.contact.submit }).click();
  const sending = page.getByRole('button', { name: f.sending });
  await expect(sending).toBeDisabled();
  await sending.click({ force: true });
  await expect(sending).toBeDisabled();
});
