// @vitest-environment node
// The register's routes against the embedded database holding the demo seed (accepted members
// MEM-DEMO0005 in U-12, 0006 and 0007 in U-15, 0008 Senior; MEM-DEMO0001 only contacted).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/firebase/admin', async (importOriginal) =>
  (await import('../support/server-database')).withDemoMemberTokens(await importOriginal()),
);

let database: LocalDatabase;
let roster: typeof import('@/app/api/team/attendance/roster/route');
let marks: typeof import('@/app/api/team/attendance/marks/route');
let report: typeof import('@/app/api/team/attendance/report/route');
let admin: typeof import('@/lib/firebase/admin');
let addressCount = 0;

const request = (path: string, token: string | undefined, body?: unknown, address?: string) =>
  new NextRequest(`http://site.test${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': address ?? `198.51.100.${++addressCount}`,
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

const DAY = '2026-11-20';
const mark = (player: string, present: boolean, markedAt: number, id: string) => ({
  id,
  date: DAY,
  ageGroup: 'U-15',
  player,
  present,
  markedAt,
});
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const accessEntries = async () => Object.values(((await admin.adminRead('accessLog')) ?? {}) as object);

beforeAll(async () => {
  database = await startServerDatabase();
  vi.resetModules();
  roster = await import('@/app/api/team/attendance/roster/route');
  marks = await import('@/app/api/team/attendance/marks/route');
  report = await import('@/app/api/team/attendance/report/route');
  admin = await import('@/lib/firebase/admin');
}, 60_000);

afterAll(async () => {
  await stopServerDatabase(database);
});

describe('the register’s players', () => {
  it('are the accepted members, by age group, with first name and reference only, for the coach and the coordinator', async () => {
    for (const token of ['coach', 'coordinator']) {
      const response = await roster.GET(request(`/api/team/attendance/roster?date=${DAY}`, token));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as { players: unknown[] };
      expect(body.players).toEqual([
        { key: '-demo-membership-5', reference: 'MEM-DEMO0005', firstName: 'Vikash', ageGroup: 'U-12' },
        { key: '-demo-membership-6', reference: 'MEM-DEMO0006', firstName: 'Pooja', ageGroup: 'U-15' },
        { key: '-demo-membership-7', reference: 'MEM-DEMO0007', firstName: 'Rohit', ageGroup: 'U-15' },
        { key: '-demo-membership-8', reference: 'MEM-DEMO0008', firstName: 'Deepak', ageGroup: 'Senior' },
      ]);
    }
    expect(await accessEntries()).toContainEqual(
      expect.objectContaining({ by: 'RYF002', action: 'attendanceRoster', form: 'membership', count: 4 }),
    );
  });

  it('are refused without a sign-in, to the other roles, and for a day that is not one', async () => {
    expect((await roster.GET(request(`/api/team/attendance/roster?date=${DAY}`, undefined))).status).toBe(401);
    expect((await roster.GET(request(`/api/team/attendance/roster?date=${DAY}`, 'volunteer'))).status).toBe(403);
    expect((await roster.GET(request(`/api/team/attendance/roster?date=${DAY}`, 'treasurer'))).status).toBe(403);
    expect((await roster.GET(request('/api/team/attendance/roster?date=2026-02-30', 'coach'))).status).toBe(400);
  });
});

describe('marks', () => {
  it('are kept once however often the same one is sent, and a later mark replaces an earlier one whatever the order', async () => {
    const later = mark('-demo-membership-6', false, 2_000, uuid(2));
    const earlier = mark('-demo-membership-6', true, 1_000, uuid(1));
    const send = (body: unknown) => marks.POST(request('/api/team/attendance/marks', 'coach', body));
    const outcomes = [];
    for (const body of [later, later, earlier]) {
      const response = await send(body);
      expect(response.status).toBe(200);
      outcomes.push(((await response.json()) as { outcome: string }).outcome);
    }
    expect(outcomes).toEqual(['applied', 'unchanged', 'unchanged']);
    expect(await admin.adminRead(`attendance/${DAY}_U-15`)).toEqual({
      date: DAY,
      ageGroup: 'U-15',
      marks: { '-demo-membership-6': { present: false, markedAt: 2_000, id: uuid(2), by: 'RYF002' } },
    });
    const logged = (await accessEntries()).filter(
      (entry) => (entry as { action?: string }).action === 'attendanceMarked',
    );
    expect(logged).toEqual([expect.objectContaining({ recordKey: '-demo-membership-6', count: 1, by: 'RYF002' })]);
  });

  it('come back with the day’s register, so a register opened again shows them', async () => {
    const response = await roster.GET(request(`/api/team/attendance/roster?date=${DAY}`, 'coach'));
    const body = (await response.json()) as { marks: unknown };
    expect(body.marks).toEqual({ [`${DAY}_U-15`]: { '-demo-membership-6': false } });
  });

  it('refuse someone who is not an accepted player of that group (422), bad bodies (400) and a clock far ahead', async () => {
    const send = (body: unknown) => marks.POST(request('/api/team/attendance/marks', 'coach', body));
    expect((await send(mark('-demo-membership-5', true, 1_000, uuid(3)))).status).toBe(422); // U-12
    expect((await send(mark('-demo-membership-1', true, 1_000, uuid(4)))).status).toBe(422); // only contacted
    expect((await send({ ...mark('-demo-membership-7', true, 1_000, 'not-a-uuid') })).status).toBe(400);
    expect((await send({ ...mark('-demo-membership-7', true, 1_000, uuid(5)), ageGroup: 'U-9' })).status).toBe(400);
    expect((await send({ ...mark('-demo-membership-7', true, 1_000, uuid(6)), extra: 1 })).status).toBe(400);
    expect((await send(mark('-demo-membership-7', true, Date.now() + 60 * 60_000, uuid(7)))).status).toBe(400);
    expect(
      (
        await marks.POST(
          request('/api/team/attendance/marks', 'volunteer', mark('-demo-membership-7', true, 1, uuid(8))),
        )
      ).status,
    ).toBe(403);
    expect(await admin.adminRead(`attendance/${DAY}_U-15/marks/-demo-membership-7`)).toBeNull();
  });

  it('are limited per address', async () => {
    const address = '198.51.100.250';
    const statuses = [];
    for (let i = 0; i < 241; i++) {
      statuses.push(
        (await roster.GET(request('/api/team/attendance/roster?date=bad', undefined, undefined, address))).status,
      );
    }
    expect(statuses.slice(0, 240).every((status) => status === 401)).toBe(true);
    expect(statuses[240]).toBe(429);
  });
});

describe('the monthly report', () => {
  it('counts each player’s sessions and each session’s players present, for the coordinator', async () => {
    await marks.POST(
      request('/api/team/attendance/marks', 'coordinator', mark('-demo-membership-7', true, 3_000, uuid(9))),
    );
    const response = await report.GET(request('/api/team/attendance/report?month=2026-11', 'coordinator'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { report: unknown };
    expect(body.report).toEqual({
      month: '2026-11',
      players: [
        expect.objectContaining({ reference: 'MEM-DEMO0006', firstName: 'Pooja', attended: 0, held: 1, percent: 0 }),
        expect.objectContaining({ reference: 'MEM-DEMO0007', firstName: 'Rohit', attended: 1, held: 1, percent: 100 }),
      ],
      sessions: [{ key: `${DAY}_U-15`, date: DAY, ageGroup: 'U-15', present: 1, roster: 2 }],
    });
    expect(await accessEntries()).toContainEqual(
      expect.objectContaining({ by: 'RYF001', action: 'attendanceReport', form: 'membership', count: 2 }),
    );
    expect((await report.GET(request('/api/team/attendance/report?month=2026-13', 'coordinator'))).status).toBe(400);
    expect((await report.GET(request('/api/team/attendance/report?month=2026-11', 'volunteer'))).status).toBe(403);
  });
});
