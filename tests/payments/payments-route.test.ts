// @vitest-environment node
// GET and POST /api/team/payments against the embedded database holding the demo seed and two
// payments. Only the ID token check is faked (it needs the Auth emulator).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { REQUEST_POLICIES } from '@/lib/rate-limit/request-policies';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/firebase/admin', async (importOriginal) =>
  (await import('../support/server-database')).withDemoMemberTokens(await importOriginal()),
);

type Route = typeof import('@/app/api/team/payments/route');
let database: LocalDatabase;
let route: Route;
let admin: typeof import('@/lib/firebase/admin');
let addressCount = 0;

const call = (method: 'GET' | 'POST', token?: string, body?: unknown, address = `203.0.113.${++addressCount}`) => {
  const request = new NextRequest('http://site.test/api/team/payments', {
    method,
    headers: {
      'x-forwarded-for': address,
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return method === 'GET' ? route.GET(request) : route.POST(request);
};

const payment = (reference: string, status: string, createdAt: number, extra: object = {}) => ({
  reference,
  purpose: { kind: 'donation' },
  amountPaise: 500_00,
  name: 'Sunita Devi',
  mobile: '9876543210',
  pan: 'ABCPE1234F',
  status,
  utr: status === 'utrSubmitted' ? '612345678901' : '',
  createdAt,
  statusHistory: [{ status: 'pending', at: createdAt }],
  ...extra,
});

beforeAll(async () => {
  database = await startServerDatabase();
  vi.resetModules();
  route = await import('@/app/api/team/payments/route');
  admin = await import('@/lib/firebase/admin');
  await admin.adminWrite('payments', {
    '-paid': payment('PAYAAAAAAAA', 'utrSubmitted', 2, { utrAlsoGivenFor: 'PAYBBBBBBBB' }),
    '-waiting': payment('PAYBBBBBBBB', 'pending', 1),
  });
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await stopServerDatabase(database);
});

describe('/api/team/payments', () => {
  it('answers 429 once an address used its limit, before checking anyone', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < REQUEST_POLICIES.teamPayments.max; i++)
      expect((await call('GET', undefined, undefined, address)).status).toBe(401);
    expect((await call('GET', 'treasurer', undefined, address)).status).toBe(429);
  });

  it('answers 401 without a token and 403 to a role that does not keep the accounts, never cached', async () => {
    const anonymous = await call('GET');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect((await call('GET', 'volunteer')).status).toBe(403);
    expect((await call('POST', 'coach', { action: 'confirm', paymentKey: '-paid' })).status).toBe(403);
  });

  it('refuses a body that is not an action', async () => {
    expect((await call('POST', 'treasurer', { action: 'pay', paymentKey: '-paid' })).status).toBe(400);
    expect((await call('POST', 'treasurer', { action: 'confirm', paymentKey: '../teamSecrets' })).status).toBe(400);
    expect((await call('POST', 'treasurer', { action: 'reject', paymentKey: '-paid', reason: '   ' })).status).toBe(
      400,
    );
  });

  it('lists the payments waiting, oldest first, flagged, without the payer’s mobile or PAN', async () => {
    const response = await call('GET', 'treasurer');
    expect(response.status).toBe(200);
    const { payments } = (await response.json()) as { payments: { key: string; flags: string[] }[] };
    expect(payments.map((p) => [p.key, p.flags])).toEqual([
      ['-waiting', []],
      ['-paid', ['utrUsedTwice']],
    ]);
    expect(JSON.stringify(payments)).not.toMatch(/9876543210|ABCPE1234F/);
  });

  it('confirms with a receipt number once, rejects with a reason, and refuses to undo either', async () => {
    const confirmed = await call('POST', 'treasurer', { action: 'confirm', paymentKey: '-paid' });
    expect(confirmed.status).toBe(200);
    const { receiptNumber } = (await confirmed.json()) as { receiptNumber: string };
    expect(receiptNumber).toMatch(/^RYF\/\d{4}-\d{2}\/00001$/);
    expect(await (await call('POST', 'coordinator', { action: 'confirm', paymentKey: '-paid' })).json()).toEqual({
      ok: true,
      receiptNumber,
    });
    expect(await admin.adminRead('payments/-paid/status')).toBe('confirmed');
    expect(await admin.adminRead('payments/-paid/statusHistory/1')).toMatchObject({
      status: 'confirmed',
      by: 'RYF009',
    });

    expect(
      (await call('POST', 'treasurer', { action: 'reject', paymentKey: '-waiting', reason: 'Not in the statement' }))
        .status,
    ).toBe(200);
    expect(await admin.adminRead('payments/-waiting/statusHistory/1')).toMatchObject({
      status: 'rejected',
      reason: 'Not in the statement',
      by: 'RYF009',
    });
    expect((await call('POST', 'treasurer', { action: 'confirm', paymentKey: '-waiting' })).status).toBe(409);
    expect((await call('POST', 'treasurer', { action: 'reject', paymentKey: '-paid', reason: 'Oops' })).status).toBe(
      409,
    );
    expect((await call('POST', 'treasurer', { action: 'confirm', paymentKey: '-none' })).status).toBe(404);
    const log = Object.values(
      (await admin.adminRead('accessLog')) as Record<string, { action: string; by: string; reference: string }>,
    );
    expect(log.map((entry) => [entry.action, entry.by, entry.reference])).toEqual([
      ['paymentConfirmed', 'RYF009', 'PAYAAAAAAAA'],
      ['paymentRejected', 'RYF009', 'PAYBBBBBBBB'],
    ]);
  });

  const officeEntry = (entryId: string, values: Record<string, unknown> = {}) => ({
    action: 'recordOffice',
    entryId,
    mode: 'cash',
    bankReference: '',
    values: {
      purpose: 'donation',
      concession: '',
      ownAmount: '1,500',
      name: 'Ramesh Singh',
      mobile: '9876543210',
      email: '',
      address: '',
      wants80GReceipt: false,
      pan: '',
      citizenship: 'indian',
      consent: true,
      locale: 'hi',
      ...values,
    },
  });

  it('records cash received at the office, confirmed with the next receipt number, once for a repeated entry', async () => {
    const entry = officeEntry('5f0c7a8e-6a1b-4c3d-9e2f-0a1b2c3d4e5f');
    const response = await call('POST', 'treasurer', entry);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as { ok: boolean; paymentKey: string; receiptNumber: string };
    expect(answer).toMatchObject({ ok: true, receiptNumber: expect.stringMatching(/^RYF\/\d{4}-\d{2}\/00002$/) });
    expect(await (await call('POST', 'coordinator', entry)).json()).toEqual(answer);
    expect(await admin.adminRead(`payments/${answer.paymentKey}`)).toMatchObject({
      amountPaise: 1500_00,
      mode: 'cash',
      status: 'confirmed',
      recordedBy: 'RYF009',
      locale: 'hi',
      receipt: { number: answer.receiptNumber },
    });
  });

  it('refuses an office entry with each wrong field’s message, and records nothing', async () => {
    const before = Object.keys((await admin.adminRead('payments')) as object).length;
    const cash = await call(
      'POST',
      'treasurer',
      officeEntry('6a1b2c3d-7e8f-4a0b-8c1d-2e3f4a5b6c7d', { ownAmount: '2,00,000', mobile: '12345', consent: false }),
    );
    expect(cash.status).toBe(400);
    expect(await cash.json()).toEqual({
      ok: false,
      code: 'invalid',
      errors: { amount: 'amountMax:199999', mobile: 'mobile', consent: 'consent' },
    });
    const transfer = await call('POST', 'treasurer', {
      ...officeEntry('7b2c3d4e-8f9a-4b1c-9d2e-3f4a5b6c7d8e'),
      mode: 'bankTransfer',
      bankReference: 'X1',
    });
    expect(transfer.status).toBe(400);
    expect(await transfer.json()).toEqual({ ok: false, code: 'invalid', errors: { bankReference: 'bankReference' } });
    expect((await call('POST', 'treasurer', { ...officeEntry('not-a-uuid') })).status).toBe(400);
    expect(Object.keys((await admin.adminRead('payments')) as object)).toHaveLength(before);
  });

  it('cancels a receipt with a reason and issues the next number, answering the same to a repeat', async () => {
    const cancelled = (await admin.adminRead('payments/-paid/receipt/number')) as string;
    const reissue = {
      action: 'reissue',
      paymentKey: '-paid',
      receiptNumber: cancelled,
      reason: 'Name misspelt',
      corrections: { name: 'Sunita Devi Kumari' },
    };
    const response = await call('POST', 'treasurer', reissue);
    expect(response.status).toBe(200);
    const { receiptNumber } = (await response.json()) as { receiptNumber: string };
    expect(receiptNumber).toMatch(/^RYF\/\d{4}-\d{2}\/00003$/);
    expect(await (await call('POST', 'treasurer', reissue)).json()).toEqual({ ok: true, receiptNumber });
    expect(await admin.adminRead('payments/-paid')).toMatchObject({
      name: 'Sunita Devi Kumari',
      receipt: { number: receiptNumber },
      cancelledReceipts: [{ number: cancelled, reason: 'Name misspelt', by: 'RYF009' }],
    });
    const rejected = await call('POST', 'treasurer', { ...reissue, paymentKey: '-waiting' });
    expect(rejected.status).toBe(409);
    expect(await rejected.json()).toEqual({ ok: false, code: 'notConfirmed' });
  });
});
