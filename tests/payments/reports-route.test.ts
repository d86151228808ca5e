// @vitest-environment node
// GET /api/team/payments/reports against the embedded database.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { financialYearLabel } from '@/lib/payments/financial-year';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/firebase/admin', async (importOriginal) =>
  (await import('../support/server-database')).withDemoMemberTokens(await importOriginal()),
);

let database: LocalDatabase;
let route: typeof import('@/app/api/team/payments/reports/route');
let admin: typeof import('@/lib/firebase/admin');
let addressCount = 0;

const get = (token: string | undefined, query: string) =>
  route.GET(
    new NextRequest(`http://site.test/api/team/payments/reports?${query}`, {
      headers: { 'x-forwarded-for': `203.0.113.${++addressCount}`, ...(token && { authorization: `Bearer ${token}` }) },
    }),
  );

beforeAll(async () => {
  database = await startServerDatabase();
  vi.resetModules();
  route = await import('@/app/api/team/payments/reports/route');
  admin = await import('@/lib/firebase/admin');
  const at = Date.UTC(2025, 4, 10, 6, 30);
  await admin.adminWrite('payments/-reported', {
    reference: 'PAYREPRTED2',
    purpose: { kind: 'donation' },
    amountPaise: 2500_00,
    name: 'Meena Devi',
    mobile: '9876543210',
    email: '',
    address: 'Sasaram',
    wants80GReceipt: true,
    pan: 'ABCPM1234F',
    citizenship: 'indian',
    locale: 'hi',
    status: 'confirmed',
    utr: '412345678901',
    createdAt: at,
    statusHistory: [{ status: 'pending', at }],
    receipt: { number: 'RYF/2025-26/00001', fyLabel: '2025-26', serial: 1, issuedAt: at },
  });
}, 60_000);

afterAll(async () => {
  await stopServerDatabase(database);
});

describe('GET /api/team/payments/reports', () => {
  it('refuses strangers, roles without the accounts and a malformed query', async () => {
    expect((await get(undefined, 'report=ledger&year=2025-26')).status).toBe(401);
    expect((await get('volunteer', 'report=ledger&year=2025-26')).status).toBe(403);
    expect((await get('treasurer', 'report=bank&year=2025-26')).status).toBe(400);
    expect((await get('treasurer', 'report=ledger&year=2025')).status).toBe(400);
  });

  it('answers a finished year’s Form 10BD as a CSV download, and records who downloaded it', async () => {
    const response = await get('treasurer', 'report=form10bd&year=2025-26');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="form-10bd-2025-26.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain(
      '1,,Permanent Account Number,ABCPM1234F,Section 80G,AAATR0000AF20221,27-May-2022,Meena Devi,Sasaram,Others',
    );
    const log = Object.values(
      (await admin.adminRead('accessLog')) as Record<string, { action: string; reference: string }>,
    );
    expect(log).toContainEqual(
      expect.objectContaining({ action: 'paymentReport', reference: 'form-10bd-2025-26.csv' }),
    );
  });

  it('refuses the year under way unless a draft is asked for', async () => {
    const label = financialYearLabel(Date.now());
    const refused = await get('coordinator', `report=ledger&year=${label}`);
    expect([refused.status, await refused.json()]).toEqual([409, { ok: false, code: 'yearNotEnded' }]);
    const draft = await get('coordinator', `report=ledger&year=${label}&draft=1`);
    expect(draft.headers.get('content-disposition')).toBe(`attachment; filename="payments-ledger-${label}-draft.csv"`);
  });
});
