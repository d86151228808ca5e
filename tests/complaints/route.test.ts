// @vitest-environment node
// POST /api/complaints/status on the server side: the route, the admin SDK and the embedded
// database with the real rules, seeded with three complaints and a status history.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { secretHashOf } from '@/lib/forms/secret-code';
import { MAX_JSON_BODY_BYTES } from '@/lib/http/json-body';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';

vi.mock('server-only', () => ({}));

type Route = typeof import('@/app/api/complaints/status/route');

const SENT_AT = Date.UTC(2026, 10, 1, 6, 30);
const CHANGED_AT = SENT_AT + 2 * 3_600_000;
const CODE = 'K7M2Q9';
const NOTE = 'Spoke to coach Verma; parents to be called.';

async function seedData() {
  const complaint = {
    category: 'coaching',
    description: 'The coach shouted at the under-16 players after the match on Sunday.',
    incidentDate: '2026-10-31',
    createdAt: SENT_AT,
  };
  return {
    rufcComplaints: {
      '-NamedComplaintAB12CD34': {
        ...complaint,
        anonymous: false,
        name: 'Priya Singh',
        phone: '9876543210',
        reference: 'CMP-AB12CD34',
      },
      // Only the lockout test guesses at this one, so no other test's failures count against it.
      '-GuessedComplaintGG44HH55': {
        ...complaint,
        anonymous: false,
        name: 'Amit Kumar',
        phone: '9123456780',
        reference: 'CMP-GG44HH55',
      },
      '-AnonComplaintZX98YW76': {
        ...complaint,
        anonymous: true,
        reference: 'CMP-ZX98YW76',
        secretHash: await secretHashOf('CMP-ZX98YW76', CODE),
      },
    },
    statusHistory: {
      rufcComplaints: {
        '-NamedComplaintAB12CD34': {
          '-h1': { status: 'acknowledged', by: 'RYF001', byName: 'Priya Kumari', at: SENT_AT + 3_600_000 },
          '-h2': { status: 'investigating', by: 'RYF001', byName: 'Priya Kumari', at: CHANGED_AT, note: NOTE },
        },
      },
    },
  };
}

let database: LocalDatabase;
let dir: string;
let route: Route;
let addressCount = 0;

/** Each request comes from its own address unless it names one, so the per-address limit stays apart. */
const request = (body: unknown, { address = `203.0.113.${++addressCount}`, type = 'application/json' } = {}) =>
  new NextRequest('http://site.test/api/complaints/status', {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': address },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const post = (body: unknown, options?: { address?: string; type?: string }) => route.POST(request(body, options));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'complaint-status-'));
  const seed = join(dir, 'seed.json');
  writeFileSync(seed, JSON.stringify(await seedData()));
  database = await startServerDatabase(seed);
  vi.resetModules();
  route = await import('@/app/api/complaints/status/route');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await stopServerDatabase(database);
  rmSync(dir, { recursive: true, force: true });
});

describe('POST /api/complaints/status', () => {
  it('answers a named complaint its latest status and when it changed, and nothing else', async () => {
    const response = await post({ reference: 'cmp-ab12cd34', mobile: '+91 98765 43210' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ok: true, status: 'investigating', changedAt: CHANGED_AT });
    for (const secret of ['Spoke', 'Priya', 'RYF001', '9876543210', 'coaching']) expect(text).not.toContain(secret);
  });

  it('answers an anonymous complaint "received" when it was sent, for its code', async () => {
    const response = await post({ reference: 'ZX98YW76', code: 'k7m-2q9' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, status: 'received', changedAt: SENT_AT });
  });

  it.each([
    ['a wrong mobile number', { reference: 'CMP-AB12CD34', mobile: '9876543211' }],
    ['a wrong code', { reference: 'CMP-ZX98YW76', code: 'K7M2Q8' }],
    ['an unknown reference', { reference: 'CMP-QQQQQQQQ', mobile: '9876543210' }],
    ['a code for a named complaint', { reference: 'CMP-AB12CD34', code: CODE }],
  ])('answers %s with the same 404', async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('{"ok":false,"code":"notFound"}');
  });

  it.each([
    ['not JSON', '{reference'],
    ['both a mobile number and a code', { reference: 'CMP-AB12CD34', mobile: '9876543210', code: CODE }],
    ['neither a mobile number nor a code', { reference: 'CMP-AB12CD34' }],
    ['an overlong reference', { reference: 'C'.repeat(41), mobile: '9876543210' }],
    ['an overlong code', { reference: 'CMP-ZX98YW76', code: 'K'.repeat(21) }],
    ['a reference of the wrong shape', { reference: 'CMP-AB12', mobile: '9876543210' }],
    ['a mobile number of the wrong shape', { reference: 'CMP-AB12CD34', mobile: '12345' }],
    ['numbers', { reference: 12345678, mobile: 9876543210 }],
    ['an unknown field', { reference: 'CMP-AB12CD34', mobile: '9876543210', admin: true }],
  ])('refuses %s with 400', async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, code: 'invalid' });
  });

  it('refuses a body over the size limit with 413 and another content type with 415', async () => {
    const huge = { reference: 'CMP-AB12CD34', mobile: '9876543210', padding: 'x'.repeat(MAX_JSON_BODY_BYTES) };
    expect((await post(huge)).status).toBe(413);
    expect((await post('reference=CMP-AB12CD34', { type: 'application/x-www-form-urlencoded' })).status).toBe(415);
  });

  it('after 5 failures for a reference from one address answers it 429 for 15 minutes, and others a short wait', async () => {
    const address = '198.51.100.60';
    for (let i = 0; i < 5; i++) {
      expect((await post({ reference: 'CMP-GG44HH55', mobile: `900000000${i}` }, { address })).status).toBe(404);
    }
    const blocked = await post({ reference: 'CMP-GG44HH55', mobile: '9123456780' }, { address });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('cache-control')).toBe('no-store');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(await blocked.json()).toEqual({ ok: false, code: 'tooManyAttempts', retryAfterMinutes: 15 });
    // From anywhere else, even with the right mobile number, the reference's first wait: a minute.
    const waiting = await post({ reference: 'CMP-GG44HH55', mobile: '9123456780' });
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBe(60);
    expect(await waiting.json()).toEqual({ ok: false, code: 'tooManyAttempts', retryAfterMinutes: 1 });
  });

  it('after 10 failures from one address answers 429 for any reference from it', async () => {
    const address = '198.51.100.50';
    for (let i = 0; i < 10; i++) await post({ reference: `CMP-0000000${i}`, mobile: '9876543210' }, { address });
    expect((await post({ reference: 'CMP-ZX98YW76', code: CODE }, { address })).status).toBe(429);
    expect((await post({ reference: 'CMP-ZX98YW76', code: CODE }, { address: '198.51.100.51' })).status).toBe(200);
  });
});

describe('POST /api/complaints/status when the database does not answer', () => {
  it('answers 503 "failed"', async () => {
    vi.resetModules();
    vi.doMock('@/lib/complaints/status-lookup-service', () => ({
      checkComplaintStatus: async () => ({ ok: false, code: 'failed' }),
    }));
    const unanswered = await import('@/app/api/complaints/status/route');
    const response = await unanswered.POST(request({ reference: 'CMP-AB12CD34', mobile: '9876543210' }));
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: false, code: 'failed' });
    vi.doUnmock('@/lib/complaints/status-lookup-service');
  });
});
