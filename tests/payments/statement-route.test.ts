// @vitest-environment node
// POST /api/team/payments/statement against the embedded database: the checks before a statement
// is read, and a statement that confirms the payment it shows.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/firebase/admin', async (importOriginal) =>
  (await import('../support/server-database')).withDemoMemberTokens(await importOriginal()),
);

let database: LocalDatabase;
let route: typeof import('@/app/api/team/payments/statement/route');
let admin: typeof import('@/lib/firebase/admin');
let addressCount = 0;

const upload = (token: string | undefined, body: string, type = 'text/csv') =>
  route.POST(
    new NextRequest('http://site.test/api/team/payments/statement', {
      method: 'POST',
      headers: {
        'x-forwarded-for': `203.0.113.${++addressCount}`,
        'content-type': type,
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body,
    }),
  );

const STATEMENT = 'Date,Narration,Credit\n14/05/2026,UPI/CR/612345678901/SUNITA,500.00\n';

beforeAll(async () => {
  database = await startServerDatabase();
  vi.resetModules();
  route = await import('@/app/api/team/payments/statement/route');
  admin = await import('@/lib/firebase/admin');
  await admin.adminWrite('payments/-statementPaid', {
    reference: 'PAYSTATEMNT',
    purpose: { kind: 'donation' },
    amountPaise: 500_00,
    name: 'Sunita Devi',
    mobile: '9876543210',
    status: 'utrSubmitted',
    utr: '612345678901',
    createdAt: 1,
    statusHistory: [{ status: 'pending', at: 1 }],
  });
}, 60_000);

afterAll(async () => {
  await stopServerDatabase(database);
});

describe('POST /api/team/payments/statement', () => {
  it('refuses a stranger, a role without the accounts, another type, a file too large and one without a heading', async () => {
    expect((await upload(undefined, STATEMENT)).status).toBe(401);
    expect((await upload('coach', STATEMENT)).status).toBe(403);
    expect((await upload('treasurer', STATEMENT, 'application/json')).status).toBe(415);
    const huge = await upload('treasurer', 'x'.repeat(1024 * 1024 + 1));
    expect([huge.status, await huge.json()]).toEqual([413, { ok: false, code: 'tooLarge' }]);
    const long = await upload('treasurer', 'a\n'.repeat(5001));
    expect([long.status, await long.json()]).toEqual([413, { ok: false, code: 'tooManyLines' }]);
    const noHeading = await upload('treasurer', 'nothing,here\n1,2\n');
    expect([noHeading.status, await noHeading.json()]).toEqual([400, { ok: false, code: 'noHeading' }]);
  });

  it('confirms the payment the statement shows, records who uploaded it, and never caches', async () => {
    const response = await upload('treasurer', STATEMENT);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { confirmed: { reference: string; receiptNumber: string }[] };
    expect(body.confirmed).toEqual([
      expect.objectContaining({ reference: 'PAYSTATEMNT', receiptNumber: expect.stringMatching(/^RYF\//) }),
    ]);
    expect(await admin.adminRead('payments/-statementPaid/status')).toBe('confirmed');
    const log = Object.values((await admin.adminRead('accessLog')) as Record<string, { action: string; by: string }>);
    expect(log).toContainEqual(expect.objectContaining({ action: 'statementUploaded', by: 'RYF009' }));
  });
});
