// @vitest-environment node
// A plan payment confirmed through /api/team/payments moves its member's paid-through date, and
// /api/team/payments/dues lists it and records a waiver, against the embedded database.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/firebase/admin', async (importOriginal) =>
  (await import('../support/server-database')).withDemoMemberTokens(await importOriginal()),
);

let database: LocalDatabase;
let payments: typeof import('@/app/api/team/payments/route');
let dues: typeof import('@/app/api/team/payments/dues/route');
let admin: typeof import('@/lib/firebase/admin');
let addressCount = 0;

const request = (path: string, token: string | undefined, body?: unknown) =>
  new NextRequest(`http://site.test${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': `203.0.113.${++addressCount}`,
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

beforeAll(async () => {
  database = await startServerDatabase();
  vi.resetModules();
  payments = await import('@/app/api/team/payments/route');
  dues = await import('@/app/api/team/payments/dues/route');
  admin = await import('@/lib/firebase/admin');
  await admin.adminWrite('payments/-planPaid', {
    reference: 'PAYDUESPLAN',
    purpose: { kind: 'plan', plan: 'player', concession: 'girl' },
    amountPaise: 75_00,
    name: 'Sunita Devi',
    mobile: '9876543210',
    locale: 'hi',
    status: 'utrSubmitted',
    utr: '612345678901',
    createdAt: 1,
    statusHistory: [{ status: 'pending', at: 1 }],
  });
}, 60_000);

afterAll(async () => {
  await stopServerDatabase(database);
});

describe('members’ dues', () => {
  it('are set by a confirmed plan payment, once however often it is confirmed', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await payments.POST(
        request('/api/team/payments', 'treasurer', { action: 'confirm', paymentKey: '-planPaid' }),
      );
      expect(response.status).toBe(200);
    }
    const account = (await admin.adminRead('memberDues/player_9876543210')) as Record<string, unknown>;
    expect(account).toMatchObject({
      plan: 'player',
      name: 'Sunita Devi',
      locale: 'hi',
      amountPaise: 75_00,
      credited: { '-planPaid': true },
    });
    const [year, month] = (account.joinedOn as string).split('-').map(Number) as [number, number];
    const next = new Date(Date.UTC(year, month, 10)).toISOString().slice(0, 10);
    expect(account.paidThrough).toBe(next);
  });

  it('are listed for the accounts’ roles only, and a waiver is recorded with who, for an account that exists', async () => {
    expect((await dues.GET(request('/api/team/payments/dues', undefined))).status).toBe(401);
    expect((await dues.GET(request('/api/team/payments/dues', 'coach'))).status).toBe(403);
    const listed = await dues.GET(request('/api/team/payments/dues', 'treasurer'));
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const { dues: items } = (await listed.json()) as { dues: { key: string; name: string }[] };
    expect(items).toContainEqual(expect.objectContaining({ key: 'player_9876543210', name: 'Sunita Devi' }));

    const waive = (body: object) => dues.POST(request('/api/team/payments/dues', 'treasurer', body));
    expect((await waive({ action: 'waive', account: 'player_9876543210', periods: 0, reason: 'x' })).status).toBe(400);
    expect((await waive({ action: 'waive', account: 'player_9123456789', periods: 1, reason: 'x' })).status).toBe(404);
    const before = (await admin.adminRead('memberDues/player_9876543210/paidThrough')) as string;
    expect(
      (await waive({ action: 'waive', account: 'player_9876543210', periods: 2, reason: 'Flood in the village' }))
        .status,
    ).toBe(200);
    const after = (await admin.adminRead('memberDues/player_9876543210')) as {
      paidThrough: string;
      waivers: Record<string, unknown>;
    };
    expect(after.paidThrough > before).toBe(true);
    expect(Object.values(after.waivers)).toEqual([
      expect.objectContaining({ periods: 2, reason: 'Flood in the village', by: 'RYF009' }),
    ]);
  });
});
