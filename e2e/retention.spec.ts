import { SPEC_BASE_PORTS, LOCAL_DB_PORT } from '../playwright.config';
import { adminRestUrl } from '../tests/support/database-rest';
import { runKeyOf } from '../lib/privacy/retention-run/run-key';
import { wcagFindings } from './support/axe';
import { startCluster, waitFor, type Cluster } from './support/cluster';
import { writeAsServer } from './support/database-admin';
import { demoTeam, signInToInbox } from './support/team';
import { expect, test } from './support/test';
import { en } from './routes';

/**
 * Deletion on schedule. The Coordinator's dry run lists what the next run would remove; then two
 * production instances sharing one Redis, their schedule every few seconds, delete what is past
 * its time and keep what is not, each slot run once across both.
 */
const r = en.Retention;
const DAY = 24 * 60 * 60 * 1000;
const YEAR = 365 * DAY;
/**
 * The instances' clock (e2e/support/clock-shift.mjs): a fixed day, so that what is due never depends
 * on the day the suite runs. On that day the demo's own records are all inside their time (the
 * record waiting for a parent was asked on 23 November 2026), so the run takes only this spec's.
 */
const CLOCK_START = Date.parse('2026-11-28T06:30:00Z');
const now = Date.now();
// Keys of this spec's own: nothing another spec reads.
const OLD_MESSAGE = { key: '-e2e-retention-old', reference: 'MSG-E2ERTOLD' };
const RECENT_MESSAGE = { key: '-e2e-retention-recent', reference: 'MSG-E2ERTNEW' };
// A 15-year-old's applications still waiting for a parent on the instances' day: asked 15 days
// before it (gone after 14) and 13 days before (kept).
const UNCONFIRMED = { key: '-e2e-retention-unconfirmed', reference: 'MEM-E2ERTOLD', askedDaysBefore: 15 };
const STILL_WAITING = { key: '-e2e-retention-waiting', reference: 'MEM-E2ERTNEW', askedDaysBefore: 13 };
const linkPath = (held: { key: string }) => `guardianLinks/e2e${held.key}`;

const read = async (path: string): Promise<unknown> => (await fetch(adminRestUrl(LOCAL_DB_PORT, path))).json();

test.describe.configure({ mode: 'serial' });

let cluster: Cluster | undefined;

test.beforeAll(async () => {
  const message = (createdAt: number, reference: string) => ({
    name: 'Retention Test',
    phone: '9876543210',
    subject: 'Old question',
    message: 'Kept only as long as the Privacy Policy says.',
    createdAt,
    reference,
  });
  // More than 2 years with no reply: due, on the instances' day and on today's (the dry run). A day
  // ago: kept by both.
  await writeAsServer(`contactMessages/${OLD_MESSAGE.key}`, message(CLOCK_START - 3 * YEAR, OLD_MESSAGE.reference));
  await writeAsServer(`contactMessages/${RECENT_MESSAGE.key}`, message(now - DAY, RECENT_MESSAGE.reference));
  await writeAsServer(`formReferences/${OLD_MESSAGE.reference}`, { form: 'contact', recordKey: OLD_MESSAGE.key });
  await writeAsServer('accessLog/-e2e-retention-old', {
    at: CLOCK_START - 3 * YEAR,
    memberId: 'RYF001',
    action: 'read',
  });
  await writeAsServer('accessLog/-e2e-retention-recent', { at: now - DAY, memberId: 'RYF001', action: 'read' });
  for (const held of [UNCONFIRMED, STILL_WAITING]) {
    const askedAt = CLOCK_START - held.askedDaysBefore * DAY;
    await writeAsServer(`rufcMembershipApplications/${held.key}`, {
      fullName: 'Retention Test',
      dateOfBirth: '2011-06-01',
      phone: '9876543210',
      guardianName: 'Sunita Devi',
      guardianPhone: '9123456789',
      createdAt: askedAt,
      reference: held.reference,
      guardianConsent: { state: 'awaiting', askedAt },
    });
    await writeAsServer(linkPath(held), {
      form: 'membership',
      recordKey: held.key,
      expiresAt: askedAt + 14 * DAY,
    });
  }
});

test.afterAll(async () => {
  await cluster?.stop();
  await writeAsServer(`contactMessages/${RECENT_MESSAGE.key}`, null);
  await writeAsServer('accessLog/-e2e-retention-recent', null);
  await writeAsServer(`rufcMembershipApplications/${STILL_WAITING.key}`, null);
  await writeAsServer(linkPath(STILL_WAITING), null);
});

test('the Coordinator sees what the next run would remove, and nothing is removed by looking', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToInbox(page, en, demoTeam.coordinator);
  const panel = page.getByRole('region', { name: r.title });
  await panel.getByRole('button', { name: r.show }).click();
  const contact = panel.getByRole('row', { name: new RegExp(r.rules.contact) });
  await expect(contact).toContainText(OLD_MESSAGE.reference, { timeout: 20_000 });
  await expect(contact).not.toContainText(RECENT_MESSAGE.reference);
  await expect(panel.getByRole('row', { name: new RegExp(r.rules.accessLog) })).toContainText('1');
  expect(await wcagFindings(page, 'section[aria-labelledby="retention-title"]')).toEqual([]);
  expect(await read(`contactMessages/${OLD_MESSAGE.key}`)).not.toBeNull();
});

test('two instances on a schedule delete what is due, keep the rest, and run each slot once', async () => {
  test.setTimeout(240_000);
  cluster = await startCluster(
    SPEC_BASE_PORTS.retention,
    { RETENTION_SCHEDULE: '*/3 * * * * *', CLOCK_START_MS: String(CLOCK_START) },
    ['--import', './e2e/support/clock-shift.mjs'],
  );
  await waitFor(
    async () => (await read(`contactMessages/${OLD_MESSAGE.key}`)) === null,
    'the old message deleted',
    60_000,
  );
  expect(await read(`formReferences/${OLD_MESSAGE.reference}`)).toBeNull();
  expect(await read('accessLog/-e2e-retention-old')).toBeNull();
  expect(await read(`contactMessages/${RECENT_MESSAGE.key}`)).toMatchObject({ reference: RECENT_MESSAGE.reference });
  expect(await read('accessLog/-e2e-retention-recent')).not.toBeNull();
  // Unconfirmed after 14 days: the application and its parent's link are gone; inside them, kept.
  expect(await read(`rufcMembershipApplications/${UNCONFIRMED.key}`)).toBeNull();
  expect(await read(linkPath(UNCONFIRMED))).toBeNull();
  expect(await read(`rufcMembershipApplications/${STILL_WAITING.key}`)).toMatchObject({
    guardianConsent: { state: 'awaiting' },
  });
  expect(await read(linkPath(STILL_WAITING))).not.toBeNull();

  type Run = { startedAt: number; finishedAt?: number; counts?: Record<string, number>; instance: string };
  const since = async () =>
    Object.entries(((await read('retentionRuns')) ?? {}) as Record<string, Run>).filter(
      // Slots are named by the real time croner woke for: this spec's start onwards.
      ([key]) => key >= runKeyOf(now),
    );
  // A few more slots, so both instances have woken for the same ones.
  await waitFor(async () => (await since()).filter(([, run]) => run.finishedAt).length >= 4, 'four runs', 60_000);
  const runs = await since();
  // The runs read the instances' fixed clock, not today's.
  for (const [, run] of runs) expect(Math.abs(run.startedAt - CLOCK_START)).toBeLessThan(10 * 60_000);
  // One entry per slot (its India time), and what was due counted once across all of them: a slot
  // run by both instances would have counted the old message twice.
  expect(new Set(runs.map(([key]) => key)).size).toBe(runs.length);
  const total = (kind: string) => runs.reduce((sum, [, run]) => sum + (run.counts?.[kind] ?? 0), 0);
  expect(total('contact')).toBe(1);
  expect(total('accessLog')).toBe(1);
  expect(total('formReferences')).toBe(1);
  expect(total('awaitingGuardian')).toBe(1);
});
