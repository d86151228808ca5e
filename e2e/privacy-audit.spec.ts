import { expect, test } from './support/test';
import { wcagFindings } from './support/axe';
import { demoTeam, openRecord, signedInIdToken, signInToInbox } from './support/team';
import { en } from './routes';

const a = en.AccessLog;
const inc = en.Incidents;
const inbox = en.Inbox;

/** A datetime-local value (YYYY-MM-DDTHH:MM) of a moment, in India's time. */
const indianLocalTime = (time: number) => new Date(time + 5.5 * 60 * 60_000).toISOString().slice(0, 16);

test('the Coordinator opens a record and exports a CSV; the record of who looked shows both', async ({ page }) => {
  await signInToInbox(page, en, demoTeam.coordinator);
  const complaints = page.getByRole('tabpanel', { name: /^Complaints/ });
  // One record found by search, so this export is the run's only one of exactly one complaint.
  await complaints.getByRole('searchbox', { name: inbox.search }).fill('गीता');
  const record = complaints.getByRole('article');
  await expect(record).toHaveCount(1);
  await expect(record).not.toContainText('गीता देवी');
  await openRecord(record);
  await expect(record).toContainText('गीता देवी');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    complaints.getByRole('button', { name: inbox.export }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rufc-complaints-/);

  const log = page.getByRole('region', { name: a.title });
  const entries = log.getByRole('list', { name: a.entries }).getByRole('listitem');
  const who = a.who.replace('{name}', demoTeam.coordinator.name).replace('{memberId}', demoTeam.coordinator.memberId);
  await log.getByRole('textbox', { name: a.member }).fill(demoTeam.coordinator.memberId);
  await log.getByRole('combobox', { name: a.form }).selectOption({ label: inbox.tabs.complaint });
  // One action at a time: each list is then short whatever the run's other tests did.
  await log.getByRole('combobox', { name: a.action }).selectOption({ label: a.actions.read });
  await log.getByRole('button', { name: a.show }).click();
  const opened = entries.filter({ hasText: `${a.actions.read} · ${inbox.tabs.complaint} · Reference CMP-DEMO0003` });
  await expect(opened.first()).toContainText(who);
  await log.getByRole('combobox', { name: a.action }).selectOption({ label: a.actions.export });
  await log.getByRole('button', { name: a.show }).click();
  const exported = entries.filter({ hasText: `${a.actions.export} · ${inbox.tabs.complaint} · 1 record` });
  await expect(exported).toHaveCount(1);
  await expect(exported).toContainText(who);
  expect(await wcagFindings(page, 'section[aria-labelledby="access-log-title"]')).toEqual([]);
});

test('a Volunteer is refused the record of who looked, and is not shown it', async ({ page }) => {
  await signInToInbox(page, en, demoTeam.volunteer);
  await expect(page.getByRole('tab', { name: /^Survey responses/ })).toBeVisible();
  const answer = await page.request.get('/api/team/access-log', {
    headers: { Authorization: `Bearer ${await signedInIdToken(page)}` },
  });
  expect(answer.status()).toBe(403);
  await expect(page.getByRole('heading', { name: a.title })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: inc.title })).toHaveCount(0);
});

test('an incident logged shows its clock to the Board’s report, and who was told', async ({ page }) => {
  await signInToInbox(page, en, demoTeam.coordinator);
  const incidents = page.getByRole('region', { name: inc.title });
  const form = incidents.getByRole('form', { name: inc.newTitle });
  const marker = `A volunteer's phone with an export was lost (${Date.now()}).`;
  // Discovered an hour ago: 70 h 59 min left (71 h 0 min within the same minute).
  await form.getByLabel(inc.discoveredAt).fill(indianLocalTime(Date.now() - 60 * 60_000));
  await form.getByRole('textbox', { name: inc.whatHappened }).fill(marker);
  await form.getByRole('textbox', { name: inc.dataAffected }).fill('Complainants’ names and numbers');
  await form.getByRole('spinbutton', { name: inc.peopleAffected }).fill('12');
  await form.getByRole('textbox', { name: inc.measures }).fill('Her sessions were ended.');
  await form.getByRole('button', { name: inc.submit }).click();
  await expect(form.getByRole('status')).toHaveText(inc.saved);

  const logged = incidents.getByRole('article').filter({ hasText: marker });
  await expect(logged).toContainText(/(70 h 5\d|71 h 0) min left to report to the Board/);
  const board = inc.markToldLabel.replace('{whom}', inc.whom.board);
  await logged.getByRole('button', { name: board }).click();
  await expect(logged.getByRole('listitem').first()).toContainText(`${inc.whom.board}: Told on`);
  expect(await wcagFindings(page, 'section[aria-labelledby="incidents-title"]')).toEqual([]);
});
