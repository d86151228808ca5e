// @vitest-environment node
// The "Your data" proof and the team's /api/team/data-requests on the server side: the services,
// the route, the member check, the admin SDK and the embedded database. Only the ID token check is
// faked (it needs the Auth emulator): each test token stands for a demo member's decoded token.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { adminRestUrl } from '../support/database-rest';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';

vi.mock('server-only', () => ({}));
// Only the ID token check is faked (it needs the Auth emulator): each test token is a demo member.
vi.mock('@/lib/firebase/admin', async (importOriginal) =>
  (await import('../support/server-database')).withDemoMemberTokens(await importOriginal()),
);

type Route = typeof import('@/app/api/team/data-requests/route');
type Service = typeof import('@/lib/privacy/data-requests/service');
type Requests = typeof import('@/lib/privacy/data-requests/requests');
let database: LocalDatabase;
let route: Route;
let service: Service;
let requests: Requests;
let addressCount = 0;

const REFERENCE = 'MSG-RT12ST34';
const KEY = '-routeTestRT12ST34';
const message = {
  name: 'Meena Kumari',
  phone: '9812345670',
  subject: 'Trials',
  message: 'When are the trials?',
  createdAt: Date.UTC(2026, 10, 2, 6, 30),
  reference: REFERENCE,
};

const rest = (path: string, init?: RequestInit) => fetch(adminRestUrl(database.port, path), init);
const readNode = async (path: string) => (await rest(path)).json() as Promise<unknown>;
const address = () => `203.0.113.${++addressCount}`;
const call = (method: 'GET' | 'POST', token?: string, body?: unknown) =>
  route[method](
    new NextRequest('http://site.test/api/team/data-requests', {
      method,
      headers: {
        'x-forwarded-for': address(),
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    }),
  );

beforeAll(async () => {
  database = await startServerDatabase();
  await rest(`contactMessages/${KEY}`, { method: 'PUT', body: JSON.stringify(message) });
  await rest(`formReferences/${REFERENCE}`, {
    method: 'PUT',
    body: JSON.stringify({ form: 'contact', recordKey: KEY }),
  });
  vi.resetModules();
  route = await import('@/app/api/team/data-requests/route');
  service = await import('@/lib/privacy/data-requests/service');
  requests = await import('@/lib/privacy/data-requests/requests');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await stopServerDatabase(database);
});

describe('the proof on the database', () => {
  it('finds the record by its claimed reference and mobile number, and nothing for a wrong one', async () => {
    const right = await service.proveYourData({ reference: REFERENCE, mobile: '98123 45670', address: address() });
    expect(right).toMatchObject({ ok: true, found: { form: 'contact', recordKey: KEY }, requests: [] });
    const wrong = await service.proveYourData({ reference: REFERENCE, mobile: '9812345671', address: address() });
    expect(wrong).toEqual({ ok: false, code: 'notFound' });
  });
});

describe('/api/team/data-requests', () => {
  it('answers 401 without a token and 403 to a Volunteer, never cached', async () => {
    const anonymous = await call('GET');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect((await call('GET', 'volunteer')).status).toBe(403);
    expect((await call('POST', 'volunteer', { action: 'close', requestKey: '-x' })).status).toBe(403);
  });

  it('refuses a body that is not an action', async () => {
    expect((await call('POST', 'coordinator', { action: 'delete', requestKey: '-x' })).status).toBe(400);
    expect(
      (await call('POST', 'coordinator', { action: 'answer', requestKey: '-x', answer: 'a'.repeat(5000) })).status,
    ).toBe(413);
  });

  it('lists a request for the Coordinator, records the answer, erases the record and logs both', async () => {
    const proven = await service.proveYourData({ reference: REFERENCE, mobile: '9812345670', address: address() });
    if (!proven.ok) throw new Error('not proven');
    const { request } = await requests.askRequest(proven.found, { kind: 'erasure' }, await service.requestStore());

    const listed = (await (await call('GET', 'coordinator')).json()) as {
      requests: { key: string; reference: string }[];
    };
    expect(listed.requests).toEqual([
      expect.objectContaining({ key: request.key, reference: REFERENCE, kind: 'erasure' }),
    ]);

    const answered = await call('POST', 'coordinator', {
      action: 'answer',
      requestKey: request.key,
      answer: 'Erased.',
    });
    expect(answered.status).toBe(200);
    expect((await call('POST', 'coordinator', { action: 'erase', requestKey: request.key })).status).toBe(200);
    expect(await readNode(`contactMessages/${KEY}`)).toEqual({
      createdAt: message.createdAt,
      reference: REFERENCE,
      erasedAt: expect.any(Number),
      erasedBecause: request.key,
    });
    const log = Object.values(
      (await readNode('accessLog')) as Record<string, { action: string; by: string; at: number }>,
    );
    expect(log.map((entry) => [entry.action, entry.by])).toEqual([
      ['answer', 'RYF001'],
      ['erase', 'RYF001'],
    ]);
    expect(log.every((entry) => typeof entry.at === 'number')).toBe(true);
    expect((await call('POST', 'coordinator', { action: 'withdraw', requestKey: request.key })).status).toBe(404);
  });
});
