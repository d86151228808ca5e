import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { axeFindings } from './support/axe';
import { fillMinorMembership, MINOR_GUARDIAN_WHATSAPP, openForm, unique } from './support/forms';
import { demoTeam, signInToInbox } from './support/team';
import { en, hi } from './routes';

// Notice and consent at every form, and a minor's record held until a parent agrees: through the
// link sent on WhatsApp, or in person with the team.

const f = en.Forms;
const p = en.Privacy;

/** Sends a membership application of a 15-year-old; answers its reference and the parent's link path. */
async function sendMinorMembership(page: Page, name: string) {
  await openForm(page, '/nav/rufc-membership-form');
  await fillMinorMembership(page, name);
  await page.getByRole('button', { name: f.membership.submit }).click();
  const reference = (await page.getByTestId('form-reference').innerText()).trim();
  await expect(page.getByText(p.sent.waiting.replace('{period}', '14 days'))).toBeVisible();
  // The link the parent gets is the one inside the WhatsApp message.
  const whatsApp = new URL((await page.getByRole('link', { name: p.sent.whatsApp }).getAttribute('href')) ?? '');
  expect(whatsApp.origin + whatsApp.pathname).toBe(`https://wa.me/${MINOR_GUARDIAN_WHATSAPP}`);
  const link = /https?:\/\/\S+/.exec(whatsApp.searchParams.get('text') ?? '')?.[0] ?? '';
  expect(link).toMatch(/\/privacy\/guardian\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('guardian-link')).toHaveAttribute('href', link);
  return { reference, path: new URL(link).pathname };
}

const membershipPanel = async (page: Page) => {
  await page.getByRole('tab', { name: /^Membership applications/ }).click();
  return page.getByRole('tabpanel', { name: /^Membership applications/ });
};
const card = (page: Page, reference: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Reference ${reference}` }) });

test.describe.configure({ mode: 'serial' });

for (const [t, path] of [
  [en, '/nav/contact-us'],
  [hi, '/hi/nav/traditional-survey-form'],
] as const) {
  test(`the form at ${path} opens with its notice, and passes axe`, async ({ page }) => {
    await openForm(page, path);
    const notice = page.getByRole('region', { name: t.Privacy.notice.title });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: t.Privacy.notice.privacyPolicy })).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
  });
}

test('a minor’s membership waits for a parent, who agrees through the WhatsApp link; then it is in the inbox', async ({
  page,
  newWatchedPage,
}) => {
  const { reference, path } = await sendMinorMembership(page, `${unique()} Sonu`);

  const coordinator = await newWatchedPage();
  await signInToInbox(coordinator, en, demoTeam.coordinator);
  const panel = await membershipPanel(coordinator);
  const waiting = panel.getByRole('region', { name: /^Waiting for a parent/ });
  await expect(waiting).toContainText(reference);
  await expect(waiting).toContainText('Deleted in 14 days');
  await expect(card(coordinator, reference)).toHaveCount(0);

  const parent = await newWatchedPage();
  await parent.goto(path);
  await expect(parent.getByRole('heading', { level: 1, name: p.guardian.title })).toBeVisible();
  await expect(parent.locator('main')).toContainText('Sonu');
  expect(await axeFindings(parent)).toEqual([]);
  await parent.getByRole('button', { name: p.guardian.agree }).click();
  await expect(parent.getByRole('status').filter({ hasText: p.guardian.agreed })).toBeVisible();

  // No reload: the record joins the inbox and leaves the waiting list.
  await panel.getByRole('searchbox', { name: en.Inbox.search }).fill(reference);
  await expect(card(coordinator, reference)).toBeVisible();
  await expect(panel.getByRole('region', { name: /^Waiting for a parent/ }).getByText(reference)).toHaveCount(0);

  // The link is used up: it now says only that it is not valid.
  await parent.goto(path);
  await expect(parent.getByRole('status').filter({ hasText: p.guardian.invalid })).toBeVisible();
});

test('an unknown link says only that it is not valid', async ({ page }) => {
  await page.goto(`/privacy/guardian/${'A'.repeat(43)}`);
  await expect(page.getByRole('status').filter({ hasText: p.guardian.invalid })).toBeVisible();
  await expect(page.getByRole('button', { name: p.guardian.agree })).toHaveCount(0);
  await page.goto(`/hi/privacy/guardian/not-a-token`);
  await expect(page.getByRole('status').filter({ hasText: hi.Privacy.guardian.invalid })).toBeVisible();
});

test('the coach records a parent’s consent taken in person', async ({ page, newWatchedPage }) => {
  const { reference } = await sendMinorMembership(page, `${unique()} Kiran`);
  const coach = await newWatchedPage();
  await signInToInbox(coach, en, demoTeam.coach);
  const panel = await membershipPanel(coach);
  const waiting = panel.getByRole('region', { name: /^Waiting for a parent/ });
  await waiting.getByRole('button', { name: `${p.waiting.confirmInPerson}: ${reference}` }).click();
  await expect(waiting.getByRole('status')).toHaveText(p.waiting.confirmed);
  await panel.getByRole('searchbox', { name: en.Inbox.search }).fill(reference);
  await expect(card(coach, reference)).toBeVisible();
});
