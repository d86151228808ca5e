import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { wcagFindings } from './support/axe';
import { demoTeam, fromOwnAddress, openRecord, signInToInbox, teamStorage } from './support/team';
import { en, hi } from './routes';

const a = en.Admin;
const inbox = en.Inbox;
const cs = en.ComplaintStatus;
const f = en.Forms;
const COMPLAINT_PAGE = '/nav/rufc-complaint-portal';
const seedTeam = demoTeam;

async function signIn(page: Page, member: { memberId: string; invitation: string }, path?: string) {
  await signInToInbox(page, path?.startsWith('/hi') ? hi : en, member, path);
}

const tabNames = (page: Page) => page.getByRole('tab').allInnerTexts();
const card = (page: Page, reference: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Reference ${reference}` }) });

test.describe('each role sees exactly its inboxes', () => {
  for (const [role, member, tabs] of [
    ['Coordinator', seedTeam.coordinator, ['complaint', 'membership', 'survey', 'contact']],
    ['RUFC Coach', seedTeam.coach, ['membership']],
    ['Volunteer', seedTeam.volunteer, ['survey', 'contact']],
  ] as const) {
    test(role, async ({ page }) => {
      await signIn(page, member);
      await expect(page.getByRole('heading', { name: inbox.title })).toBeVisible();
      await expect(page.getByRole('tab').first()).toContainText('(');
      const names = await tabNames(page);
      expect(names.map((n) => n.replace(/ \(\d+\+?\)$/, ''))).toEqual(tabs.map((id) => inbox.tabs[id]));
      await expect(page.getByRole('button', { name: inbox.export })).toHaveCount(role === 'Coordinator' ? 1 : 0);
    });
  }

  test('the Treasurer signs in and is told the role has no inbox', async ({ page }) => {
    await signIn(page, seedTeam.treasurer);
    await expect(page.getByText(inbox.noRole.replace('{role}', 'Treasurer'))).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  test('a coach sees membership applications and never a complaint', async ({ newWatchedPage }) => {
    const coach = await newWatchedPage();
    await signIn(coach, seedTeam.coach);
    await expect(card(coach, 'MEM-DEMO0002')).toBeVisible();
    await expect(coach.getByText('CMP-DEMO0001')).toHaveCount(0);
    await coach.close();
  });
});

/** Sends a named complaint as a visitor; answers its reference. */
async function fileComplaint(page: Page, description: string, mobile: string) {
  await page.goto(COMPLAINT_PAGE);
  await expect(page.locator('form[data-ready]')).toBeVisible();
  await page.getByRole('combobox', { name: f.complaint.fields.category }).click();
  await page.getByRole('option', { name: f.options.category.coaching, exact: true }).click();
  await page.getByRole('textbox', { name: f.complaint.fields.description, exact: true }).fill(description);
  await page.getByLabel(f.complaint.fields.incidentDate).fill('2026-11-01');
  await page.getByRole('textbox', { name: f.complaint.fields.name, exact: true }).fill('Kavita Devi');
  await page.getByRole('textbox', { name: f.complaint.fields.phone, exact: true }).fill(mobile);
  await page.getByRole('button', { name: f.complaint.submit }).click();
  return (await page.getByTestId('form-reference').innerText()).trim();
}

async function checkStatus(page: Page, reference: string, mobile: string) {
  await page.getByRole('textbox', { name: cs.reference }).fill(reference);
  await page.getByRole('textbox', { name: cs.mobile }).fill(mobile);
  await page.getByRole('button', { name: cs.check }).click();
}

const lookupResult = (page: Page) => page.locator('form[data-lookup-ready]').getByRole('status');

async function openLookup(page: Page) {
  // Its own address, so the lookup's per-address limit of one test never blocks another.
  await fromOwnAddress(page);
  await page.goto(COMPLAINT_PAGE);
  await expect(page.locator('form[data-lookup-ready]')).toBeVisible();
}

test('a complaint reaches the coordinator live, is acknowledged, and the visitor sees only that', async ({
  newWatchedPage,
}) => {
  const coordinator = await newWatchedPage();
  await signIn(coordinator, seedTeam.coordinator);
  await expect(coordinator.getByRole('tab', { name: /^Complaints \(\d+\)$/ })).toBeVisible();

  const visitor = await newWatchedPage();
  const description = `The coach shouted at the under-14 players after the match (${Date.now()}).`;
  const mobile = '9876501234';
  const reference = await fileComplaint(visitor, description, mobile);
  expect(reference).toMatch(/^CMP-[A-Z0-9]{8}$/);

  // No reload: the realtime listener brings it in.
  const complaint = card(coordinator, reference);
  await expect(complaint).toBeVisible();
  await expect(complaint).not.toContainText(description);
  await openRecord(complaint);
  await expect(complaint).toContainText(description);
  await expect(complaint).toContainText(inbox.currentStatus.replace('{status}', inbox.statuses.received));

  const note = 'Called the family; the head coach will meet them on Saturday.';
  await complaint.getByRole('textbox', { name: inbox.note }).fill(note);
  await complaint.getByRole('button', { name: inbox.save }).click();
  await expect(complaint.getByRole('status')).toHaveText(inbox.saved.replace('{status}', inbox.statuses.acknowledged));
  await expect(complaint).toContainText(inbox.currentStatus.replace('{status}', inbox.statuses.acknowledged));
  await expect(complaint).toContainText(`${inbox.statuses.acknowledged}: Priya Kumari (RYF001)`);
  await expect(complaint).toContainText(note);

  const lookup = await newWatchedPage();
  await openLookup(lookup);
  await checkStatus(lookup, reference.toLowerCase().replace('cmp-', ''), mobile);
  const result = lookupResult(lookup);
  await expect(result).toContainText(cs.currentStatus.replace('{status}', cs.statuses.acknowledged));
  await expect(result).toContainText('Last changed:');
  const shown = await lookup.locator('main').innerText();
  for (const secret of [note, description, 'Kavita Devi', 'Priya Kumari']) expect(shown).not.toContain(secret);

  await checkStatus(lookup, reference, '9876501235');
  await expect(lookup.locator('form[data-lookup-ready]').getByRole('alert')).toHaveText(cs.errors.notFound);
  await checkStatus(lookup, 'CMP-ZZZZ9999', mobile);
  await expect(lookup.locator('form[data-lookup-ready]').getByRole('alert')).toHaveText(cs.errors.notFound);
  await expect(lookup.getByRole('textbox', { name: cs.mobile })).toHaveValue(mobile);
});

test('search, filters and paging narrow the coordinator inbox', async ({ page }) => {
  await signIn(page, seedTeam.coordinator);
  await page.getByRole('tab', { name: /^Contact messages/ }).click();
  const panel = page.getByRole('tabpanel', { name: /^Contact messages/ });
  await panel.getByRole('searchbox', { name: inbox.search }).fill('सिलाई');
  await expect(panel.getByRole('article')).toHaveCount(1);
  await expect(card(page, 'MSG-DEMO0002')).toBeVisible();
  await panel.getByRole('searchbox', { name: inbox.search }).fill('');
  await panel.getByRole('combobox', { name: inbox.status }).click();
  await page.getByRole('option', { name: inbox.statuses.replied, exact: true }).click();
  await expect(card(page, 'MSG-DEMO0001')).toBeVisible();
  await expect(card(page, 'MSG-DEMO0003')).toHaveCount(0);
  await panel.getByRole('button', { name: inbox.clearFilters }).click();
  await panel.getByLabel(inbox.from).fill('2099-01-01');
  await expect(panel.getByText(inbox.noMatches)).toBeVisible();
});

test('the coordinator exports a tab as CSV that Excel reads as UTF-8', async ({ page }) => {
  await signIn(page, seedTeam.coordinator);
  await expect(card(page, 'CMP-DEMO0003')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('tabpanel', { name: /^Complaints/ })
      .getByRole('button', { name: inbox.export })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rufc-complaints-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('\r\n');
  expect(csv).toContain('गीता देवी');
  expect(csv).toContain('CMP-DEMO0002');
  expect(csv).not.toMatch(/[0-9a-f]{64}/);
});

test('the inbox works in Hindi', async ({ page }) => {
  await signIn(page, seedTeam.coordinator, '/hi/nav/admin-login-page');
  await expect(page.getByRole('heading', { name: hi.Inbox.title })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^शिकायतें/ })).toBeVisible();
  const panel = page.getByRole('tabpanel', { name: /^शिकायतें/ });
  await panel.getByRole('searchbox', { name: hi.Inbox.search }).fill('गीता');
  await expect(panel.getByRole('article')).toHaveCount(1);
  await expect(panel.getByRole('article')).toContainText(hi.Inbox.statuses.received);
  await expect(panel.getByRole('article')).toContainText(hi.Forms.options.category.fees);
});

test('logout leaves nothing of the inbox readable', async ({ page }) => {
  await signIn(page, seedTeam.coordinator);
  await expect(card(page, 'CMP-DEMO0001')).toBeVisible();
  await page.getByRole('button', { name: a.logout }).click();
  await expect(page.getByRole('button', { name: a.login, exact: true })).toBeVisible();
  await expect(page.getByText('CMP-DEMO0001')).toHaveCount(0);
  expect(await teamStorage(page)).toEqual({ name: null, firebase: [], local: [] });
  await page.goBack();
  await page.reload();
  await expect(page.getByText('CMP-DEMO0001')).toHaveCount(0);
});

test.describe('axe', () => {
  const check = async (page: Page) => {
    await page.waitForFunction(() =>
      document.getAnimations().every((x) => x.playState !== 'running' || x.effect?.getTiming().iterations === Infinity),
    );
    expect(await wcagFindings(page)).toEqual([]);
  };

  for (const path of ['/nav/admin-login-page', '/hi/nav/admin-login-page']) {
    test(`the inbox at ${path}`, async ({ page }) => {
      await signIn(page, seedTeam.coordinator, path);
      // One record open, so its fields, history and status change are checked too.
      await openRecord(page.getByRole('article').first());
      await check(page);
    });
  }

  test('the status lookup with a result and with an error', async ({ page }) => {
    await openLookup(page);
    await checkStatus(page, 'CMP-DEMO0001', '9122334455');
    await expect(lookupResult(page)).toContainText(cs.statuses.investigating);
    await check(page);
    await checkStatus(page, 'CMP-DEMO0001', '9122334456');
    await expect(page.locator('form[data-lookup-ready]').getByRole('alert')).toHaveText(cs.errors.notFound);
    await check(page);
  });
});
