// @vitest-environment node
// POST /api/forms/<form> on the server side: the route, the admin SDK and the embedded database
// with the real rules, tried as an attacker would (a flood, a spoofed reference, a replay).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { secretHashOf } from '@/lib/forms/secret-code';
import { REQUEST_POLICIES } from '@/lib/rate-limit/request-policies';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';
import { adminRestUrl } from '../support/database-rest';
import { validAnonymousComplaint, validComplaint, validContact } from './examples';

vi.mock('server-only', () => ({}));

type Route = typeof import('@/app/api/forms/[form]/route');
type StatusRoute = typeof import('@/app/api/complaints/status/route');

let database: LocalDatabase;
let route: Route;
let statusRoute: StatusRoute;
let addressCount = 0;
const logged: unknown[][] = [];

// The server checks dates against today in India; a date long past passes on any day.
const complaint = { ...validComplaint, incidentDate: '2024-01-15' };
const anonymous = { ...validAnonymousComplaint, incidentDate: '2024-01-15' };

const request = (form: string, body: unknown, address: string) =>
  new NextRequest(`http://site.test/api/forms/${form}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Each call comes from its own address unless it names one, so the per-address limit stays apart. */
const post = (form: string, body: unknown, address = `198.51.100.${++addressCount}`) =>
  route.POST(request(form, body, address), { params: Promise.resolve({ form }) });

const send = async (form: string, body: unknown, address?: string) => {
  const response = await post(form, body, address);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const checkStatus = async (body: unknown) =>
  (
    await statusRoute.POST(
      new NextRequest('http://site.test/api/complaints/status', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++addressCount}` },
        body: JSON.stringify(body),
      }),
    )
  ).status;

/** What the database holds at a path (firebase-server's REST side, which no browser reaches in production). */
const stored = async (path: string): Promise<unknown> => (await fetch(adminRestUrl(database.port, path))).json();

const recordsWith = async (node: string, reference: unknown) =>
  Object.values(((await stored(node)) ?? {}) as Record<string, { reference?: string }>).filter(
    (record) => record.reference === reference,
  );

beforeAll(async () => {
  database = await startServerDatabase();
  vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
  vi.stubEnv('REDIS_URL', '');
  vi.resetModules();
  for (const level of ['error', 'warn', 'log', 'info'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
  }
  route = await import('@/app/api/forms/[form]/route');
  statusRoute = await import('@/app/api/complaints/status/route');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await stopServerDatabase(database);
});

describe('POST /api/forms/<form>', { timeout: 30_000 }, () => {
  it('saves a contact message with a reference of the server’s making', async () => {
    const { status, body } = await send('contact', { submissionId: randomUUID(), values: validContact });
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true, reference: expect.stringMatching(/^MSG-[A-Z0-9]{8}$/) });
    const [record] = await recordsWith('contactMessages', body.reference);
    expect(record).toMatchObject({ name: 'Amit', phone: '6123456789', subject: 'Volunteering' });
  });

  it('answers 400 with the field when a value fails the form’s schema', async () => {
    const { status, body } = await send('contact', {
      submissionId: randomUUID(),
      values: { ...validContact, phone: '12345' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, code: 'invalid', fields: { phone: 'mobile' } });
  });

  it('answers 400 to a body that is not a submission, 404 to an unknown form, 413 over 16 KB', async () => {
    expect((await send('contact', { values: validContact })).status).toBe(400);
    expect((await send('contact', '{not json')).status).toBe(400);
    expect((await send('payments', { submissionId: randomUUID(), values: validContact })).status).toBe(404);
    const huge = { submissionId: randomUUID(), values: { ...validContact, message: 'x'.repeat(20_000) } };
    expect((await send('contact', huge)).status).toBe(413);
  });

  it('ignores a reference, a creation time or a hash the body carries', async () => {
    const values = { ...complaint, reference: 'CMP-VICTIM01', createdAt: '1', secretHash: 'a'.repeat(64) };
    const { status, body } = await send('complaint', { submissionId: randomUUID(), values });
    expect(status).toBe(201);
    expect(body.reference).not.toBe('CMP-VICTIM01');
    const [record] = await recordsWith('rufcComplaints', body.reference);
    expect(record).not.toHaveProperty('secretHash');
    expect((record as { createdAt: number }).createdAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('saves a repeated submission once and answers it with the same reference and code', async () => {
    const submission = { submissionId: randomUUID(), values: anonymous, code: 'K7M2Q9' };
    const first = await send('complaint', submission);
    const again = await send('complaint', submission);
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(first.body.code).toBe('K7M2Q9');
    const records = await recordsWith('rufcComplaints', first.body.reference);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ secretHash: await secretHashOf(String(first.body.reference), 'K7M2Q9') });
    // The same id with another code is not the same submission: refused, and nothing written.
    expect((await send('complaint', { ...submission, code: 'AAAAAA' })).status).toBe(409);
    expect(await recordsWith('rufcComplaints', first.body.reference)).toHaveLength(1);
  });

  it('refuses an anonymous complaint without its code', async () => {
    const { status, body } = await send('complaint', { submissionId: randomUUID(), values: anonymous });
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, code: 'invalid', fields: { code: 'required' } });
  });

  it('a spoofed reference: the copycat gets a reference of its own and the victim’s lookup still works', async () => {
    const victim = await send('complaint', { submissionId: randomUUID(), values: complaint });
    const copycat = await send('complaint', {
      submissionId: randomUUID(),
      values: { ...anonymous, reference: victim.body.reference },
      code: 'ZZZZZZ',
    });
    expect(copycat.status).toBe(201);
    expect(copycat.body.reference).not.toBe(victim.body.reference);
    expect(await recordsWith('rufcComplaints', victim.body.reference)).toHaveLength(1);
    expect(await checkStatus({ reference: victim.body.reference, mobile: '9876543210' })).toBe(200);
    expect(await checkStatus({ reference: copycat.body.reference, code: 'ZZZZZZ' })).toBe(200);
  });

  it('two complaints with one reference: the lookup answers not found for either, and logs it', async () => {
    const { body } = await send('complaint', { submissionId: randomUUID(), values: complaint });
    const [original] = await recordsWith('rufcComplaints', body.reference);
    // Written past the server, as an older copy of the site let a browser do.
    await fetch(adminRestUrl(database.port, 'rufcComplaints/-copy'), {
      method: 'PUT',
      body: JSON.stringify({ ...original, anonymous: true, phone: '', secretHash: 'b'.repeat(64) }),
    });
    expect(await checkStatus({ reference: body.reference, mobile: '9876543210' })).toBe(404);
    expect(logged.flat().join(' ')).toContain('share one reference');
  });

  it('a flood of 1,000 posts from one address gets at most the policy’s number through', async () => {
    const before = Object.keys(((await stored('contactMessages')) ?? {}) as object).length;
    const address = '203.0.113.250';
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i += 1) {
      statuses.push((await post('contact', { submissionId: randomUUID(), values: validContact }, address)).status);
    }
    const through = statuses.filter((status) => status === 201).length;
    expect(through).toBe(REQUEST_POLICIES.formSubmit.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1000 - through);
    const after = Object.keys(((await stored('contactMessages')) ?? {}) as object).length;
    expect(after - before).toBe(REQUEST_POLICIES.formSubmit.max);
  });
});
