// @vitest-environment node
// GET /api/team/survey-insights on the server side: the route, the member check, the admin SDK and
// the embedded database holding the demo seed. Only the ID token check is faked (it needs the
// Auth emulator): each test token stands for a demo member's decoded token.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import seed from '@/lib/firebase/seed/database.seed.json';
import { BLOCKS } from '@/lib/district-blocks';
import { REQUEST_POLICIES } from '@/lib/rate-limit/request-policies';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';

vi.mock('server-only', () => ({}));
// Only the ID token check is faked (it needs the Auth emulator): each test token is a demo member.
vi.mock('@/lib/firebase/admin', async (importOriginal) =>
  (await import('../support/server-database')).withDemoMemberTokens(await importOriginal()),
);

type Route = typeof import('@/app/api/team/survey-insights/route');
let database: LocalDatabase;
let route: Route;
let addressCount = 0;

const get = (query: string, token?: string, address = `203.0.113.${++addressCount}`) =>
  route.GET(
    new NextRequest(`http://site.test/api/team/survey-insights${query}`, {
      headers: { 'x-forwarded-for': address, ...(token && { authorization: `Bearer ${token}` }) },
    }),
  );

beforeAll(async () => {
  database = await startServerDatabase();
  vi.resetModules();
  route = await import('@/app/api/team/survey-insights/route');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await stopServerDatabase(database);
});

describe('GET /api/team/survey-insights', () => {
  it('answers 429 once an address used its limit, before checking anyone', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < REQUEST_POLICIES.surveyInsights.max; i++)
      expect((await get('', undefined, address)).status).toBe(401);
    const refused = await get('', 'coordinator', address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 401 without a token or with a forged one', async () => {
    for (const token of [undefined, 'forged']) {
      const response = await get('', token);
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers 403 to the RUFC Coach, who does not read the survey', async () => {
    const response = await get('', 'coach');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ ok: false, code: 'forbidden' });
  });

  it.each(['?from=2026-02-30', '?block=Patna', '?from=2026-11-20&to=2026-11-01', '?village=Nokha'])(
    'answers 400 to %s',
    async (query) => {
      const response = await get(query, 'coordinator');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, code: 'invalid' });
    },
  );

  it('answers the Coordinator with counts of every demo answer, and nothing else', async () => {
    const response = await get('', 'coordinator');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const { ok, insights, ...rest } = JSON.parse(text) as { ok: boolean; insights: Record<string, unknown> };
    expect({ ok, rest }).toEqual({ ok: true, rest: {} });
    const answers = Object.values(seed.surveyResponses);
    expect(insights.total).toBe(answers.length);
    const { total, ...charts } = insights;
    expect(typeof total).toBe('number');
    // Each chart is rows of a key and a count, nothing more.
    for (const rows of Object.values(charts)) {
      for (const row of rows as object[]) expect(Object.keys(row)).toEqual(['key', 'count']);
    }
    expect((charts.byBlock as { key: string }[]).map((row) => row.key)).toEqual([...BLOCKS]);
    // Some villages are named after their block, which the answer carries as a count's key.
    const blockNames: readonly string[] = BLOCKS;
    for (const answer of answers) {
      const secrets = [answer.village, answer.needs, answer.suggestions, answer.reference];
      for (const secret of secrets.filter((s) => s && !blockNames.includes(s))) expect(text).not.toContain(secret);
    }
  });

  it('answers the Volunteer for one block and some days, read in Indian time', async () => {
    const response = await get('?from=2026-11-09&to=2026-11-15&block=Kochas', 'volunteer');
    expect(response.status).toBe(200);
    const { insights } = (await response.json()) as { insights: { total: number } };
    const indianDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
    const expected = Object.values(seed.surveyResponses).filter((a) => {
      const day = indianDay.format(new Date(a.createdAt));
      return a.block === 'Kochas' && day >= '2026-11-09' && day <= '2026-11-15';
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(insights.total).toBe(expected.length);
  });
});
