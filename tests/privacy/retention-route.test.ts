// @vitest-environment node
// GET /api/team/retention and the run's admin store against the embedded database holding the
// demo seed. Only the ID token check is faked (it needs the Auth emulator).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { REQUEST_POLICIES } from '@/lib/rate-limit/request-policies';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';

vi.mock('server-only', () => ({}));
// Only the ID token check is faked (it needs the Auth emulator): each test token is a demo member.
vi.mock('@/lib/firebase/admin', async (importOriginal) =>
  (await import('../support/server-database')).withDemoMemberTokens(await importOriginal()),
);

type Route = typeof import('@/app/api/team/retention/route');
let database: LocalDatabase;
let route: Route;
let admin: typeof import('@/lib/firebase/admin');
let addressCount = 0;

const get = (token?: string, address = `203.0.113.${++addressCount}`) =>
  route.GET(
    new NextRequest('http://site.test/api/team/retention', {
      headers: { 'x-forwarded-for': address, ...(token && { authorization: `Bearer ${token}` }) },
    }),
  );

const YEAR = 365 * 24 * 60 * 60 * 1000;

// A fixed day: the demo's records (replied to, resolved, waiting for a parent in November 2026) stay
// inside their time whatever day the tests run, so only this file's own record is due.
const TODAY = Date.parse('2026-11-28T06:30:00Z');

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  database = await startServerDatabase();
  vi.resetModules();
  route = await import('@/app/api/team/retention/route');
  admin = await import('@/lib/firebase/admin');
  await admin.adminWrite('contactMessages/-old-message', {
    reference: 'MSG-OLDTEST1',
    createdAt: Date.now() - 3 * YEAR,
  });
  await admin.adminWrite('formReferences/MSG-OLDTEST1', { form: 'contact', recordKey: '-old-message' });
}, 60_000);

afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  await stopServerDatabase(database);
});

describe('GET /api/team/retention', () => {
  it('answers 429 once an address used its limit, before checking anyone', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < REQUEST_POLICIES.retentionPreview.max; i++)
      expect((await get(undefined, address)).status).toBe(401);
    expect((await get('coordinator', address)).status).toBe(429);
  });

  it('answers 401 without a token, and 403 to a role that does not handle personal data', async () => {
    const signedOut = await get();
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('cache-control')).toBe('no-store');
    expect((await get('volunteer')).status).toBe(403);
  });

  it('answers the Coordinator with what the next run would remove, and removes nothing', async () => {
    const response = await get('coordinator');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { preview } = (await response.json()) as {
      preview: { rules: { kind: string; count: number; references: string[] }[]; lastRun: unknown };
    };
    expect(preview.rules.find((rule) => rule.kind === 'contact')).toEqual({
      kind: 'contact',
      count: 1,
      references: ['MSG-OLDTEST1'],
    });
    expect(preview.rules.find((rule) => rule.kind === 'formReferences')?.count).toBe(1);
    expect(preview.lastRun).toBeNull();
    expect(await admin.adminRead('contactMessages/-old-message')).not.toBeNull();
  });
});

describe('the run through the admin SDK', () => {
  it('changes a record that is there in one step, and writes nothing where a record was deleted', async () => {
    await admin.adminWrite('contactMessages/-to-change', { reference: 'MSG-CHANGE01', name: 'Asha', createdAt: 1 });
    const withoutName = (record: Record<string, unknown>) =>
      Object.fromEntries([...Object.entries(record).filter(([field]) => field !== 'name'), ['erasedAt', 2]]);
    expect(await admin.changeExisting('main', 'contactMessages/-to-change', withoutName)).toBe(true);
    expect(await admin.adminRead('contactMessages/-to-change')).toEqual({
      reference: 'MSG-CHANGE01',
      createdAt: 1,
      erasedAt: 2,
    });
    await admin.adminRemove('contactMessages/-to-change');
    expect(await admin.changeExisting('main', 'contactMessages/-to-change', withoutName)).toBe(false);
    expect(await admin.adminRead('contactMessages/-to-change')).toBeNull();
  });

  it('deletes what is due in the database, keeps the demo records, and records the run', async () => {
    const { adminRetentionStore } = await import('@/lib/privacy/retention-run/retention-store');
    const { runRetention } = await import('@/lib/privacy/retention-run/run');
    const demoMessages = Object.keys((await admin.adminRead('contactMessages')) as object).filter((key) =>
      key.startsWith('-demo-'),
    );
    const entry = await runRetention({
      store: adminRetentionStore(),
      now: Date.now,
      runKey: '2030-01-01T02:30:00',
      instance: 'test',
      log: () => {},
    });
    expect(entry?.counts).toMatchObject({ contact: 1, formReferences: 1, complaint: 0 });
    expect(await admin.adminRead('contactMessages/-old-message')).toBeNull();
    expect(await admin.adminRead('formReferences/MSG-OLDTEST1')).toBeNull();
    expect(Object.keys((await admin.adminRead('contactMessages')) as object)).toEqual(demoMessages);
    const response = await get('coordinator');
    const { preview } = (await response.json()) as { preview: { lastRun: { key: string; counts: object } } };
    expect(preview.lastRun).toMatchObject({ key: '2030-01-01T02:30:00', counts: { contact: 1 } });
  });
});
