// @vitest-environment node
// POST /api/team/guardian-consent on the server side: the route, the member check, the admin SDK
// and the embedded database holding the demo seed (whose MEM-DEMO0004 waits for a parent). Only the
// ID token check is faked (it needs the Auth emulator): each test token stands for a demo member.
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

type Route = typeof import('@/app/api/team/guardian-consent/route');
let database: LocalDatabase;
let route: Route;
let admin: typeof import('@/lib/firebase/admin');
let addressCount = 0;

const post = (body: unknown, token?: string, address = `203.0.113.${++addressCount}`) =>
  route.POST(
    new NextRequest('http://site.test/api/team/guardian-consent', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(token && { authorization: `Bearer ${token}` }),
      },
    }),
  );

const HELD = { form: 'membership', recordKey: '-demo-membership-4' };

beforeAll(async () => {
  database = await startServerDatabase();
  vi.resetModules();
  route = await import('@/app/api/team/guardian-consent/route');
  admin = await import('@/lib/firebase/admin');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await stopServerDatabase(database);
});

describe('POST /api/team/guardian-consent', () => {
  it('answers 429 once an address used its limit', async () => {
    const address = '198.51.100.8';
    for (let i = 0; i < REQUEST_POLICIES.teamGuardianConsent.max; i++) await post(HELD, undefined, address);
    expect((await post(HELD, 'coordinator', address)).status).toBe(429);
  });

  it('answers 400 to a body that is not one held record, 413 to a large one', async () => {
    for (const body of [{ form: 'complaint', recordKey: '-x' }, { form: 'membership' }, 'not json']) {
      expect((await post(body, 'coordinator')).status).toBe(400);
    }
    expect((await post({ ...HELD, pad: 'x'.repeat(5000) }, 'coordinator')).status).toBe(413);
  });

  it('answers 401 without a token, 403 to a member who may not change the form’s status', async () => {
    expect((await post(HELD, undefined)).status).toBe(401);
    const refused = await post(HELD, 'volunteer');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ ok: false, code: 'forbidden' });
  });

  it('records the coach’s in-person consent on the held record, then 409 as it no longer waits', async () => {
    const response = await post(HELD, 'coach');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await admin.adminRead('rufcMembershipApplications/-demo-membership-4/guardianConsent')).toMatchObject({
      state: 'confirmed',
      confirmedBy: { memberId: 'RYF002', name: 'Rahul Singh' },
    });
    // The record of who looked keeps who released the child's record.
    const log = Object.values((await admin.adminRead('accessLog')) as Record<string, Record<string, unknown>>);
    expect(log).toContainEqual(
      expect.objectContaining({ by: 'RYF002', action: 'consent', form: 'membership', recordKey: '-demo-membership-4' }),
    );
    expect((await post(HELD, 'coach')).status).toBe(409);
  });
});
