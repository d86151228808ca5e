import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { en } from './routes';
import { choose, field, openForm, records, unique } from './support/forms';

// Visitors' forms are saved by the server (POST /api/forms/<form>): many in one browser across
// page loads, one sent while offline saved once when back online, and a reference the browser
// sends ignored.
const f = en.Forms;

test.describe.configure({ mode: 'serial' });

async function sendContact(page: Page, subject: string) {
  await openForm(page, '/nav/contact-us');
  await field(page, f.contact.fields.name).fill('Ravi Kumar');
  await field(page, f.contact.fields.phone).fill('7004512345');
  await field(page, f.contact.fields.subject).fill(subject);
  await field(page, f.contact.fields.message).fill('When does the next football trial take place in Nokha?');
  await page.getByRole('checkbox', { name: f.contact.fields.consent }).check();
  await page.getByRole('button', { name: f.contact.submit }).click();
}

async function sendSurvey(page: Page, village: string) {
  await openForm(page, '/nav/traditional-survey-form');
  await page.getByRole('radio', { name: f.options.ageGroup['18-21'] }).check();
  await choose(page, f.survey.fields.block, 'Sasaram');
  await field(page, f.survey.fields.village).fill(village);
  await choose(page, f.survey.fields.occupation, f.options.occupation.college);
  await page.getByRole('checkbox', { name: f.options.interests.sports }).check();
  await page.getByRole('checkbox', { name: f.survey.fields.consent }).check();
  await page.getByRole('button', { name: f.survey.submit }).click();
}

async function sendComplaint(page: Page, description: string) {
  await openForm(page, '/nav/rufc-complaint-portal');
  await choose(page, f.complaint.fields.category, f.options.category.facilities);
  await field(page, f.complaint.fields.description).fill(description);
  await page.getByLabel(f.complaint.fields.incidentDate).fill('2026-01-05');
  await page.getByRole('checkbox', { name: f.complaint.fields.anonymous }).check();
  await page.getByRole('button', { name: f.complaint.submit }).click();
}

const reference = async (page: Page) => (await page.getByTestId('form-reference').innerText()).trim();

test(
  'five forms sent one after another in one browser, across page loads, are all saved',
  { tag: '@smoke' },
  async ({ page }) => {
    const marker = unique();
    const sent: string[] = [];
    await sendContact(page, `${marker} one`);
    sent.push(await reference(page));
    await sendSurvey(page, `${marker} village`);
    sent.push(await reference(page));
    await sendComplaint(page, `${marker} the nets at the ground are torn again`);
    sent.push(await reference(page));
    await expect(page.getByTestId('form-secret-code')).toHaveText(/^[A-Z2-9]{6}$/);
    await page.reload();
    await sendContact(page, `${marker} two`);
    sent.push(await reference(page));
    await sendContact(page, `${marker} three`);
    sent.push(await reference(page));
    expect(new Set(sent).size).toBe(5);
    const contacts = (await records('contactMessages')).filter((r) => String(r.subject).startsWith(marker));
    expect(contacts).toHaveLength(3);
  },
);

test('a form sent while offline says so, and is saved once when back online', async ({ page, context }) => {
  const subject = unique();
  await openForm(page, '/nav/contact-us');
  await field(page, f.contact.fields.name).fill('Ravi Kumar');
  await field(page, f.contact.fields.phone).fill('7004512345');
  await field(page, f.contact.fields.subject).fill(subject);
  await field(page, f.contact.fields.message).fill('When does the next football trial take place in Nokha?');
  await page.getByRole('checkbox', { name: f.contact.fields.consent }).check();
  // Filled online (the form fetches its checks and sender as it is changed), sent offline.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('button', { name: f.contact.submit }).click();
  await expect(page.getByText(f.notSentYet)).toBeVisible();
  await expect(field(page, f.contact.fields.subject)).toHaveValue(subject);

  await context.setOffline(false);
  await expect(page.getByTestId('form-reference')).toBeVisible();
  const stored = (await records('contactMessages')).filter((r) => r.subject === subject);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.reference).toBe(await reference(page));
});

test('a reference sent by the browser is ignored: the server makes its own', async ({ page }) => {
  const subject = unique();
  const response = await page.request.post('/api/forms/contact', {
    data: {
      submissionId: crypto.randomUUID(),
      values: {
        name: 'Ravi Kumar',
        phone: '7004512345',
        subject,
        message: 'A message with a reference of my choosing.',
        consent: true,
        reference: 'MSG-VICTIM01',
      },
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { reference: string };
  expect(body.reference).toMatch(/^MSG-[A-Z0-9]{8}$/);
  expect(body.reference).not.toBe('MSG-VICTIM01');
  expect((await records('contactMessages')).filter((r) => r.subject === subject)[0]?.reference).toBe(body.reference);
});
