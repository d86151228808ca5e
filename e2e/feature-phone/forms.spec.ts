import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { axeFindingsWithoutScripts } from '../support/axe';
import { en, hi } from '../routes';
import { field, records, unique } from '../support/forms';
import { demoTeam, signInToInbox } from '../support/team';
import { expectSitePolicy, watchDocuments } from '../support/document-policies';

// Without JavaScript (a feature phone, a data saver) each form is a plain HTML form: it posts to
// the server, and the page that comes back says what to fix beside each field, keeps what was
// typed, and then shows the reference. The team finds each record in its inbox as before.

type Catalog = typeof en;

const sendButton = (page: Page, label: string) => page.getByRole('button', { name: label });
const reference = async (page: Page) => (await page.getByTestId('form-reference').innerText()).trim();
const pick = (page: Page, label: string, option: string) =>
  page.getByRole('combobox', { name: label }).selectOption({ label: option });
/** The message shown under a field, which its control is described by. */
const messageOf = (control: Locator) => control.getAttribute('aria-describedby');

async function expectFieldError(page: Page, control: Locator, message: string) {
  const helper = await messageOf(control);
  expect(helper).toBeTruthy();
  await expect(page.locator(`[id="${helper}"]`)).toHaveText(message);
}

async function sendContact(page: Page, t: Catalog, subject: string) {
  const f = t.Forms;
  await page.goto(t === hi ? '/hi/nav/contact-us' : '/nav/contact-us');
  await field(page, f.contact.fields.name).fill('Ravi Kumar');
  await field(page, f.contact.fields.phone).fill('12345');
  await field(page, f.contact.fields.subject).fill(subject);
  await field(page, f.contact.fields.message).fill('When does the next football trial take place in Nokha?');
  await page.getByRole('checkbox', { name: f.contact.fields.consent }).check();
  await sendButton(page, f.contact.submit).click();
  // The server's page: the message beside the wrong field, and every value as typed.
  await expect(page.getByRole('alert').filter({ hasText: f.fixErrors })).toBeVisible();
  await expectFieldError(page, field(page, f.contact.fields.phone), f.errors.mobile);
  await expect(field(page, f.contact.fields.subject)).toHaveValue(subject);
  await expect(field(page, f.contact.fields.phone)).toHaveValue('12345');
  await field(page, f.contact.fields.phone).fill('7004512345');
  await sendButton(page, f.contact.submit).click();
  return reference(page);
}

async function sendSurvey(page: Page, t: Catalog, village: string) {
  const f = t.Forms;
  await page.goto(t === hi ? '/hi/nav/traditional-survey-form' : '/nav/traditional-survey-form');
  await page.getByRole('radio', { name: f.options.ageGroup['18-21'] }).check();
  await pick(page, f.survey.fields.block, 'Sasaram');
  await field(page, f.survey.fields.village).fill(village);
  await page.getByRole('checkbox', { name: f.options.interests.sports }).check();
  await page.getByRole('checkbox', { name: f.survey.fields.consent }).check();
  // Occupation left out: the server asks for it, and keeps the rest.
  await sendButton(page, f.survey.submit).click();
  await expectFieldError(page, page.getByRole('combobox', { name: f.survey.fields.occupation }), f.errors.choose);
  await expect(field(page, f.survey.fields.village)).toHaveValue(village);
  await expect(page.getByRole('checkbox', { name: f.options.interests.sports })).toBeChecked();
  await expect(page.getByRole('radio', { name: f.options.ageGroup['18-21'] })).toBeChecked();
  await pick(page, f.survey.fields.occupation, f.options.occupation.college);
  await sendButton(page, f.survey.submit).click();
  return reference(page);
}

async function sendMembership(page: Page, t: Catalog, name: string) {
  const f = t.Forms;
  await page.goto(t === hi ? '/hi/nav/rufc-membership-form' : '/nav/rufc-membership-form');
  await field(page, f.membership.fields.fullName).fill(name);
  await page.getByLabel(f.membership.fields.dateOfBirth).fill('2001-03-15');
  await field(page, f.membership.fields.phone).fill('9876543210');
  await field(page, f.membership.fields.village).fill('Dehri');
  await pick(page, f.membership.fields.position, f.options.position.midfielder);
  await pick(page, f.membership.fields.experience, f.options.experience.school);
  // Consent not ticked: the server asks for it.
  await sendButton(page, f.membership.submit).click();
  await expectFieldError(page, page.getByRole('checkbox', { name: f.membership.fields.consent }), f.errors.consent);
  await expect(field(page, f.membership.fields.fullName)).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: f.membership.fields.position })).toHaveValue('midfielder');
  await page.getByRole('checkbox', { name: f.membership.fields.consent }).check();
  await sendButton(page, f.membership.submit).click();
  return reference(page);
}

async function sendComplaint(page: Page, t: Catalog, description: string, mobile: string) {
  const f = t.Forms;
  await page.goto(t === hi ? '/hi/nav/rufc-complaint-portal' : '/nav/rufc-complaint-portal');
  await pick(page, f.complaint.fields.category, f.options.category.facilities);
  await field(page, f.complaint.fields.description).fill(description);
  await page.getByLabel(f.complaint.fields.incidentDate).fill('2099-01-05');
  await field(page, f.complaint.fields.name).fill('Kavita Devi');
  await field(page, f.complaint.fields.phone).fill(mobile);
  await sendButton(page, f.complaint.submit).click();
  await expectFieldError(page, page.getByLabel(f.complaint.fields.incidentDate), f.errors.notFuture);
  await expect(field(page, f.complaint.fields.description)).toHaveValue(description);
  await page.getByLabel(f.complaint.fields.incidentDate).fill('2026-01-05');
  await sendButton(page, f.complaint.submit).click();
  return reference(page);
}

async function expectInInbox(browser: Browser, sent: { tab: RegExp; reference: string }[]) {
  // The team's workspace runs scripts: the inbox is read by a member's own browser.
  const staff = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 1280, height: 900 } });
  try {
    const page = await staff.newPage();
    await signInToInbox(page, en, demoTeam.coordinator);
    for (const { tab, reference } of sent) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      await panel.getByRole('searchbox', { name: en.Inbox.search }).fill(reference);
      await expect(
        panel.getByRole('article').filter({ has: page.getByRole('heading', { name: `Reference ${reference}` }) }),
      ).toBeVisible();
    }
  } finally {
    await staff.close();
  }
}

test('each form, sent wrong and then right without scripts, answers with a page; the team finds each in its inbox', async ({
  page,
  browser,
}) => {
  const documents = watchDocuments(page);
  const marker = unique();
  const sent = [
    { tab: /^Contact messages/, reference: await sendContact(page, en, `${marker} contact`) },
    { tab: /^Survey responses/, reference: await sendSurvey(page, hi, `${marker} गाँव`) },
    { tab: /^Membership applications/, reference: await sendMembership(page, en, `${marker} Ravi`) },
    {
      tab: /^Complaints/,
      reference: await sendComplaint(page, hi, `${marker} मैदान की जाली फिर से फटी है`, '9876501234'),
    },
  ];
  expect(sent.map((s) => s.reference)).toEqual([
    expect.stringMatching(/^MSG-/),
    expect.stringMatching(/^SRV-/),
    expect.stringMatching(/^MEM-/),
    expect.stringMatching(/^CMP-/),
  ]);
  // Every page the forms answered with, wrong and right, carries the site's policy.
  const answers = await documents();
  const posted = answers.filter((answer) => answer.method === 'POST');
  expect(new Set(posted.map((answer) => answer.path))).toEqual(
    new Set([
      '/nav/contact-us',
      '/hi/nav/traditional-survey-form',
      '/nav/rufc-membership-form',
      '/hi/nav/rufc-complaint-portal',
    ]),
  );
  for (const answer of answers) expectSitePolicy(answer);
  await expectInInbox(browser, sent);
});

test('an anonymous complaint without scripts gets its secret code, and is looked up with it', async ({ page }) => {
  const documents = watchDocuments(page);
  const f = en.Forms;
  const cs = en.ComplaintStatus;
  await page.goto('/nav/rufc-complaint-portal');
  await pick(page, f.complaint.fields.category, f.options.category.facilities);
  await field(page, f.complaint.fields.description).fill(`${unique()} the changing room has no light at all`);
  await page.getByLabel(f.complaint.fields.incidentDate).fill('2026-01-05');
  // Without scripts the name and phone stay on the form when the box is ticked: what is typed
  // there is not kept with an anonymous complaint.
  await field(page, f.complaint.fields.name).fill('Kavita Devi');
  await page.getByRole('checkbox', { name: f.complaint.fields.anonymous }).check();
  await sendButton(page, f.complaint.submit).click();
  const ref = await reference(page);
  const code = (await page.getByTestId('form-secret-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  const stored = (await records('rufcComplaints')).filter((r) => r.reference === ref);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ anonymous: true, name: '' });

  // The status form: posted, never in the address; a wrong code first, then the right one.
  await page.goto('/nav/rufc-complaint-portal');
  const lookup = page.getByRole('region', { name: cs.title });
  await lookup.getByRole('textbox', { name: new RegExp(`^${cs.reference}`) }).fill(ref);
  await lookup.getByRole('radio', { name: cs.methods.code }).check();
  await lookup.getByRole('textbox', { name: new RegExp(`^${cs.code}`) }).fill('ZZZZZZ');
  await lookup.getByRole('button', { name: cs.check }).click();
  await expect(page.getByRole('region', { name: cs.title }).getByRole('alert')).toHaveText(cs.errors.notFound);
  expect(page.url()).not.toContain('ZZZZZZ');
  const again = page.getByRole('region', { name: cs.title });
  await expect(again.getByRole('textbox', { name: new RegExp(`^${cs.reference}`) })).toHaveValue(ref);
  await again.getByRole('textbox', { name: new RegExp(`^${cs.code}`) }).fill(code);
  await again.getByRole('button', { name: cs.check }).click();
  await expect(page.getByRole('region', { name: cs.title }).getByRole('status')).toContainText(
    cs.currentStatus.replace('{status}', cs.statuses.received),
  );
  // The complaint's answer and both answers of the status check carry the site's policy.
  const answers = await documents();
  expect(answers.filter((answer) => answer.method === 'POST')).toHaveLength(3);
  for (const answer of answers) expectSitePolicy(answer);
});

test('a form page answered with mistakes has no axe findings, in Hindi too', async ({ page }) => {
  for (const t of [en, hi]) {
    await page.goto(t === hi ? '/hi/nav/contact-us' : '/nav/contact-us');
    await sendButton(page, t.Forms.contact.submit).click();
    await expect(page.getByRole('alert').filter({ hasText: t.Forms.fixErrors })).toBeVisible();
    expect(await axeFindingsWithoutScripts(page)).toEqual([]);
  }
});
