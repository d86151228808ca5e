import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { providerBaseURL } from '../playwright.config';
import { demoTeam, logIn, loginError, openLogin } from './support/team';
import { enrolByApi, newTeamMember } from './support/team-accounts';
import { hi } from './routes';

// The reader, the login and the forms in Hindi: Hindi labels and a Hindi sentence for each failure.
const f = hi.Forms;
const { coordinator } = demoTeam;
const hindiErrors = Object.values(f.errors);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalog message, its {limit} filled in by any number. */
const isHindiError = (text: string) =>
  hindiErrors.some((m) => new RegExp(`^${escapeRegExp(m).replace('\\{limit\\}', '\\d+')}$`).test(text));

test.describe('the news reader', () => {
  test.use({ baseURL: providerBaseURL });
  const n = hi.News;
  const errorAlert = (page: Page) => page.getByRole('alert').filter({ hasText: n.errorTitle });

  test('has Hindi tabs, search, paging and article dialog', async ({ page }) => {
    await page.goto('/hi/news');
    await expect(page.getByRole('tablist', { name: n.categoriesLabel })).toBeVisible();
    for (const label of Object.values(n.categories)) await expect(page.getByRole('tab', { name: label })).toBeVisible();
    await page.getByRole('button', { name: n.search }).click();
    await expect(page.getByRole('searchbox', { name: n.search })).toBeVisible();
    const pager = page.getByRole('navigation', { name: n.pagination });
    await expect(pager.getByRole('link', { name: 'पेज 2 पर जाएँ' })).toBeVisible();
    await expect(pager.getByRole('link', { name: 'अगले पेज पर जाएँ' })).toBeVisible();
    await page.locator('main article h2 a').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: n.close })).toBeVisible();
    await expect(dialog.getByRole('button', { name: n.share })).toBeVisible();
    await expect(dialog.getByText(/^स्रोत: /)).toBeVisible();
  });

  test('says a rate limit in Hindi', async ({ page }) => {
    await page.goto('/hi/news?category=jobs');
    await expect(errorAlert(page)).toContainText(n.errors.rateLimit);
    await expect(errorAlert(page).getByRole('button', { name: n.retry })).toBeVisible();
  });

  // The provider's failures, met by the server as it renders the search a reader asked for.
  test('says a failed search of all news in Hindi', async ({ page }) => {
    await page.goto('/hi/news?q=provider-silent&search=all');
    await expect(errorAlert(page)).toContainText(n.errors.generic);
  });

  test("says the provider's own message inside a Hindi sentence", async ({ page }) => {
    await page.goto('/hi/news?q=provider-error&search=all');
    await expect(errorAlert(page)).toContainText('समाचार सेवा से यह त्रुटि मिली: Invalid API key');
  });
});

test.describe('the team login', () => {
  const a = hi.Admin;
  const PATH = '/hi/nav/admin-login-page';
  const open = (page: Page) => openLogin(page, a, PATH);

  test('says each failure in Hindi', async ({ page }) => {
    // A member of the test's own: wrong passwords for a demo member would count against her for the run.
    const member = await newTeamMember();
    await enrolByApi(member, 'Chosen-before-this-test');
    await open(page);
    await logIn(page, a, 'RYF999', 'x');
    await expect(loginError(page)).toHaveText(a.errors.unknownId);
    await logIn(page, a, member.memberId, 'not-the-number');
    await expect(loginError(page)).toHaveText(a.errors.wrongPassword);
    await expect(page.getByRole('textbox', { name: a.memberId, exact: true })).toHaveValue(member.memberId);
  });

  test('says the server\'s "No team members found" in Hindi', async ({ page }) => {
    await open(page);
    await page.route('**/api/team/login', (route) =>
      route.fulfill({ status: 401, json: { ok: false, code: 'noMembers', message: 'No team members found' } }),
    );
    await logIn(page, a, coordinator.memberId, coordinator.invitation);
    await expect(loginError(page)).toHaveText(a.errors.noMembers);
  });

  test('says a failed login in Hindi', async ({ page }) => {
    await open(page);
    await page.route('**/api/team/login', (route) => route.abort());
    await logIn(page, a, coordinator.memberId, coordinator.invitation);
    await expect(loginError(page)).toHaveText(a.errors.failed);
  });

  test('greets a signed-in member in Hindi', async ({ page }) => {
    await open(page);
    await logIn(page, a, coordinator.memberId, coordinator.invitation);
    await expect(page.getByRole('heading', { name: a.signedInAs.replace('{name}', coordinator.name) })).toBeVisible();
    await expect(page.getByTestId('signed-in-indicator')).toHaveText(
      a.headerSignedIn.replace('{name}', coordinator.name),
    );
  });
});

test.describe('the forms', () => {
  test.describe.configure({ mode: 'serial' });
  const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
  const shownErrors = (page: Page) => page.locator('.MuiFormHelperText-root.Mui-error').allInnerTexts();
  async function open(page: Page, path: string) {
    await page.goto(path);
    await expect(page.locator('form[data-ready]')).toBeVisible();
  }

  for (const [id, path] of [
    ['survey', '/hi/nav/traditional-survey-form'],
    ['membership', '/hi/nav/rufc-membership-form'],
    ['complaint', '/hi/nav/rufc-complaint-portal'],
    ['contact', '/hi/nav/contact-us'],
  ] as const) {
    test(`${id}: an empty send lists Hindi errors under Hindi labels`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole('heading', { name: f[id].title, exact: true })).toBeVisible();
      await page.getByRole('button', { name: f[id].submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: f.fixErrors })).toBeVisible();
      const errors = await shownErrors(page);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.filter((e) => !isHindiError(e))).toEqual([]);
      expect(errors).toContain(f.errors.required);
    });
  }

  test('membership: a wrong number, a future birth date and a missing guardian, in Hindi', async ({ page }) => {
    await open(page, '/hi/nav/rufc-membership-form');
    await field(page, f.membership.fields.phone).fill('5123456789');
    await page.getByLabel(f.membership.fields.dateOfBirth).fill('2099-01-01');
    await page.getByRole('button', { name: f.membership.submit }).click();
    await expect(page.getByText(f.errors.mobile)).toBeVisible();
    await expect(page.getByText(f.errors.pastDate)).toBeVisible();
    await page.getByLabel(f.membership.fields.dateOfBirth).fill('2012-05-01');
    await page.getByRole('button', { name: f.membership.submit }).click();
    await expect(page.getByText(f.errors.guardianRequired).first()).toBeVisible();
  });

  test('complaint: too short and a future date, in Hindi', async ({ page }) => {
    await open(page, '/hi/nav/rufc-complaint-portal');
    await field(page, f.complaint.fields.description).fill('बहुत छोटा');
    await page.getByLabel(f.complaint.fields.incidentDate).fill('2099-01-01');
    await page.getByRole('button', { name: f.complaint.submit }).click();
    await expect(page.getByText(f.errors.tooShort.replace('{limit}', '30'))).toBeVisible();
    await expect(page.getByText(f.errors.notFuture)).toBeVisible();
  });

  test('contact: a failed save is explained in Hindi and keeps what was typed', async ({ page }) => {
    await page.route('**/api/forms/contact', (route) =>
      route.fulfill({ status: 503, json: { ok: false, code: 'unavailable' } }),
    );
    await open(page, '/hi/nav/contact-us');
    await field(page, f.contact.fields.name).fill('रवि कुमार');
    await field(page, f.contact.fields.phone).fill('7004512345');
    await field(page, f.contact.fields.subject).fill('फ़ुटबॉल ट्रायल');
    await field(page, f.contact.fields.message).fill('नोखा में अगला फ़ुटबॉल ट्रायल कब होगा?');
    await page.getByRole('checkbox', { name: f.contact.fields.consent }).check();
    await page.getByRole('button', { name: f.contact.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: f.failed })).toBeVisible();
    await expect(field(page, f.contact.fields.subject)).toHaveValue('फ़ुटबॉल ट्रायल');
  });
});
