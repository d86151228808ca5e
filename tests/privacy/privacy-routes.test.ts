// @vitest-environment node
// The record of who looked and the incidents, on the server side: the routes, the member check,
// the admin SDK and the embedded database holding the demo seed. Only the ID token check is faked
// (it needs the Auth emulator): each test token stands for a demo member's decoded token.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { ACCESS_LOG_NODE, INCIDENTS_NODE } from '@/lib/privacy/nodes';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { adminRestUrl } from '../support/database-rest';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';

vi.mock('server-only', () => ({}));
// Only the ID token check is faked (it needs the Auth emulator): each test token is a demo member.
vi.mock('@/lib/firebase/admin', async (importOriginal) =>
  (await import('../support/server-database')).withDemoMemberTokens(await importOriginal()),
);

type AccessRoute = typeof import('@/app/api/team/access-log/route');
type IncidentsRoute = typeof import('@/app/api/team/incidents/route');
let database: LocalDatabase;
let accessRoute: AccessRoute;
let incidentsRoute: IncidentsRoute;
let addressCount = 0;

const request = (path: string, token: string | undefined, method = 'GET', body?: unknown) =>
  new NextRequest(`http://site.test${path}`, {
    method,
    headers: {
      'x-forwarded-for': `203.0.113.${++addressCount % 250}`,
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

const stored = async (path: string) => (await (await fetch(adminRestUrl(database.port, path))).json()) as unknown;
const entries = async () => Object.values((await stored(ACCESS_LOG_NODE)) ?? {}) as Record<string, unknown>[];

beforeAll(async () => {
  database = await startServerDatabase();
  vi.resetModules();
  accessRoute = await import('@/app/api/team/access-log/route');
  incidentsRoute = await import('@/app/api/team/incidents/route');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await stopServerDatabase(database);
});

describe('POST /api/team/access-log', () => {
  const open = {
    action: 'read',
    form: 'complaint',
    recordKey: '-demo-complaint-1',
    reference: 'CMP-DEMO0001',
    count: 1,
  };

  it('answers 401 without a token, before reading the body', async () => {
    expect((await accessRoute.POST(request('/api/team/access-log', undefined, 'POST', open))).status).toBe(401);
  });

  it('logs the Coordinator’s opening as the session says, with the database’s time', async () => {
    const before = Date.now();
    const response = await accessRoute.POST(request('/api/team/access-log', 'coordinator', 'POST', open));
    expect(response.status).toBe(204);
    const logged = (await entries()).find((e) => e.recordKey === '-demo-complaint-1');
    expect(logged).toMatchObject({ ...open, by: 'RYF001', byName: 'Priya Kumari', role: 'Coordinator' });
    expect(logged?.at).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a body that names who did it (400), and a member not allowed the form (403)', async () => {
    const forged = { ...open, by: 'RYF002' };
    expect((await accessRoute.POST(request('/api/team/access-log', 'volunteer', 'POST', forged))).status).toBe(400);
    const refused = await accessRoute.POST(request('/api/team/access-log', 'volunteer', 'POST', open));
    expect(refused.status).toBe(403);
    const exported = { action: 'export', form: 'membership', count: 3 };
    expect((await accessRoute.POST(request('/api/team/access-log', 'coach', 'POST', exported))).status).toBe(403);
    expect((await entries()).filter((e) => e.by !== 'RYF001')).toEqual([]);
  });
});

describe('GET /api/team/access-log', () => {
  it('answers 403 to a Volunteer and a Coach', async () => {
    for (const token of ['volunteer', 'coach']) {
      const response = await accessRoute.GET(request('/api/team/access-log', token));
      expect(response.status).toBe(403);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers the Coordinator a filtered page, and 400 to a wrong query', async () => {
    await accessRoute.POST(
      request('/api/team/access-log', 'coordinator', 'POST', { action: 'export', form: 'survey', count: 7 }),
    );
    const response = await accessRoute.GET(request('/api/team/access-log?action=export&member=ryf001', 'coordinator'));
    expect(response.status).toBe(200);
    const { log } = (await response.json()) as { log: { total: number; entries: Record<string, unknown>[] } };
    expect(log.total).toBe(1);
    expect(log.entries[0]).toMatchObject({ action: 'export', form: 'survey', count: 7, by: 'RYF001' });
    const wrong = await accessRoute.GET(request('/api/team/access-log?to=2026-13-01', 'coordinator'));
    expect(wrong.status).toBe(400);
  });
});

describe('reading the record of who looked', () => {
  it('searches only the newest entries of the chosen days, and says there are older ones', async () => {
    const { readAccessLog } = await import('@/lib/privacy/access-log');
    const { NO_ACCESS_FILTER } = await import('@/lib/privacy/access-log-types');
    const { adminWrite } = await import('@/lib/firebase/admin');
    const base = Date.parse('2026-10-01T10:00:00+05:30');
    for (let i = 0; i < 4; i++) {
      await adminWrite(`accessLog/-searched${i}`, {
        at: base + i * 60_000,
        by: 'RYF001',
        byName: 'Priya Kumari',
        action: 'read',
        form: 'contact',
        recordKey: `-r${i}`,
        count: 1,
      });
    }
    const october = { ...NO_ACCESS_FILTER, from: '2026-10-01', to: '2026-10-01' };
    const newest = await readAccessLog(october, 1, 3);
    expect(newest.entries.map((entry) => entry.key)).toEqual(['-searched3', '-searched2', '-searched1']);
    expect(newest.olderNotSearched).toBe(true);
    const all = await readAccessLog(october, 1, 4);
    expect(all.total).toBe(4);
    expect(all.olderNotSearched).toBe(false);
  });
});

describe('/api/team/incidents', () => {
  const incident = {
    discoveredAt: '2026-11-20T09:15',
    whatHappened: 'A phone with an export on it was stolen.',
    dataAffected: 'Survey answers: parents’ names and numbers',
    peopleAffected: 40,
    measures: 'Sessions ended; the export link revoked.',
  };

  it('is the Coordinator’s only', async () => {
    expect((await incidentsRoute.GET(request('/api/team/incidents', 'volunteer'))).status).toBe(403);
    expect((await incidentsRoute.POST(request('/api/team/incidents', 'volunteer', 'POST', incident))).status).toBe(403);
  });

  it('logs one with the server’s time and the session’s member, records who was told, closes it, and notes each step', async () => {
    const created = await incidentsRoute.POST(request('/api/team/incidents', 'coordinator', 'POST', incident));
    expect(created.status).toBe(201);
    const { key } = (await created.json()) as { key: string };
    const saved = (await stored(`${INCIDENTS_NODE}/${key}`)) as Record<string, unknown>;
    expect(saved).toMatchObject({ ...incident, discoveredAt: Date.parse('2026-11-20T09:15:00+05:30'), by: 'RYF001' });
    expect(typeof saved.loggedAt).toBe('number');

    const told = { change: 'told', key, whom: 'board' };
    expect((await incidentsRoute.PATCH(request('/api/team/incidents', 'coordinator', 'PATCH', told))).status).toBe(204);
    const close = { change: 'close', key };
    expect((await incidentsRoute.PATCH(request('/api/team/incidents', 'coordinator', 'PATCH', close))).status).toBe(
      204,
    );
    expect((await incidentsRoute.PATCH(request('/api/team/incidents', 'coordinator', 'PATCH', told))).status).toBe(409);
    const missing = { change: 'close', key: '-no-such-incident' };
    expect((await incidentsRoute.PATCH(request('/api/team/incidents', 'coordinator', 'PATCH', missing))).status).toBe(
      404,
    );

    const listed = await incidentsRoute.GET(request('/api/team/incidents', 'coordinator'));
    const { incidents } = (await listed.json()) as { incidents: { key: string; told: object; closedAt?: number }[] };
    const shown = incidents.find((i) => i.key === key);
    expect(Object.keys(shown?.told ?? {})).toEqual(['board']);
    expect(shown?.closedAt).toEqual(expect.any(Number));
    const steps = (await entries()).filter((e) => e.recordKey === key).map((e) => e.action);
    expect(steps).toEqual(['incidentLogged', 'incidentTold', 'incidentClosed']);
  });

  it('refuses a discovery in the future and a body with who logged it', async () => {
    const future = { ...incident, discoveredAt: '2099-01-01T10:00' };
    expect((await incidentsRoute.POST(request('/api/team/incidents', 'coordinator', 'POST', future))).status).toBe(400);
    const forged = { ...incident, by: 'RYF003' };
    expect((await incidentsRoute.POST(request('/api/team/incidents', 'coordinator', 'POST', forged))).status).toBe(400);
  });
});
