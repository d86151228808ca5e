import { SPEC_BASE_PORTS, LOCAL_DB_PORT } from '../playwright.config';
import { adminRestUrl } from '../tests/support/database-rest';
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
const now = Date.now();
// Keys of this spec's own: nothing another spec reads.
const OLD_MESSAGE = { key: '-e2e-retention-old', reference: 'MSG-E2ERTOLD' };
const RECENT_MESSAGE = { key: '-e2e-retention-recent', reference: 'MSG-E2ERTNEW' };

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
  // More than 2 years with no reply: due. A year: kept.
  await writeAsServer(`contactMessages/${OLD_MESSAGE.key}`, message(now - 3 * YEAR, OLD_MESSAGE.reference));
  await writeAsServer(`contactMessages/${RECENT_MESSAGE.key}`, message(now - YEAR, RECENT_MESSAGE.reference));
  await writeAsServer(`formReferences/${OLD_MESSAGE.reference}`, { form: 'contact', recordKey: OLD_MESSAGE.key });
  await writeAsServer('accessLog/-e2e-retention-old', { at: now - 3 * YEAR, memberId: 'RYF001', action: 'read' });
  await writeAsServer('accessLog/-e2e-retention-recent', { at: now - DAY, memberId: 'RYF001', action: 'read' });
});

test.afterAll(async () => {
  await cluster?.stop();
  await writeAsServer(`contactMessages/${RECENT_MESSAGE.key}`, null);
  await writeAsServer('accessLog/-e2e-retention-recent', null);
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
  cluster = await startCluster(SPEC_BASE_PORTS.retention, { RETENTION_SCHEDULE: '*/3 * * * * *' });
  await waitFor(
    async () => (await read(`contactMessages/${OLD_MESSAGE.key}`)) === null,
    'the old message deleted',
    60_000,
  );
  expect(await read(`formReferences/${OLD_MESSAGE.reference}`)).toBeNull();
  expect(await read('accessLog/-e2e-retention-old')).toBeNull();
  expect(await read(`contactMessages/${RECENT_MESSAGE.key}`)).toMatchObject({ reference: RECENT_MESSAGE.reference });
  expect(await read('accessLog/-e2e-retention-recent')).not.toBeNull();

  type Run = { startedAt: number; finishedAt?: number; counts?: Record<string, number>; instance: string };
  const since = async () =>
    Object.entries(((await read('retentionRuns')) ?? {}) as Record<string, Run>).filter(
      ([, run]) => run.startedAt >= now,
    );
  // A few more slots, so both instances have woken for the same ones.
  await waitFor(async () => (await since()).filter(([, run]) => run.finishedAt).length >= 4, 'four runs', 60_000);
  const runs = await since();
  // One entry per slot (its India time), and what was due counted once across all of them: a slot
  // run by both instances would have counted the old message twice.
  expect(new Set(runs.map(([key]) => key)).size).toBe(runs.length);
  const total = (kind: string) => runs.reduce((sum, [, run]) => sum + (run.counts?.[kind] ?? 0), 0);
  expect(total('contact')).toBe(1);
  expect(total('accessLog')).toBe(1);
  expect(total('formReferences')).toBe(1);
});
