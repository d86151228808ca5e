// @vitest-environment node
// The team's event routes against the embedded database: opening an event for registration,
// registering through the form's own post, the waitlist moving up when capacity grows, check-ins
// sent twice, cancelling with a message, and who may do what.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';

vi.mock('server-only', () => ({}));
// Outside Next, 'use cache' is a plain string: the posts are read afresh, and say their life and tag.
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {}, revalidateTag: () => {} }));
vi.mock('@/lib/firebase/admin', async (importOriginal) =>
  (await import('../support/server-database')).withDemoMemberTokens(await importOriginal()),
);
const refreshed = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/posts/refresh-public-pages', () => ({
  refreshPublicPages: async () => {
    refreshed.count += 1;
  },
}));

let database: LocalDatabase;
let list: typeof import('@/app/api/team/events/route');
let event: typeof import('@/app/api/team/events/[slug]/route');
let checkIns: typeof import('@/app/api/team/events/[slug]/check-ins/route');
let posts: typeof import('@/lib/events/registration-posts');
let store: typeof import('@/lib/events/registration-store');
let addressCount = 0;

const SLUG = 'football-camp-dehri';
const author = { memberId: 'RYF001', name: 'Asha' };
const eventPost = {
  id: 'post-camp',
  slug: SLUG,
  draft: { kind: 'notice', text: { en: { title: 'Football camp', description: 'Two days', body: '<p>Camp</p>' } } },
  live: {
    kind: 'notice',
    text: { en: { title: 'Football camp', description: 'Two days', body: '<p>Camp</p>', place: 'Dehri' } },
    event: { date: '2099-01-10', time: '09:00' },
  },
  createdAt: 1,
  createdBy: author,
  updatedAt: 1,
  updatedBy: author,
  publishedAt: 1,
};

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
const context = (slug = SLUG) => ({ params: Promise.resolve({ slug }) });
const act = (token: string, body: unknown, slug = SLUG) =>
  event.POST(request(`/api/team/events/${slug}`, token, body), context(slug));

function form(n: number, extra: Record<string, string> = {}) {
  const data = new FormData();
  const fields = {
    slug: SLUG,
    locale: 'en',
    submissionId: `2f1c1e7a-3b4d-4c5e-8f90-${String(n).padStart(12, '0')}`,
    name: `Player ${n}`,
    mobile: `98765${String(n).padStart(5, '0')}`,
    ageBand: '18to25',
    consent: 'on',
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const register = (n: number, extra?: Record<string, string>) =>
  posts.answerRegistrationPost(form(n, extra), {
    registrations: store.registrations(),
    subscriptionIdOf: (token) => `id-of-${token}`,
    isPublishedEvent: async (slug) => slug === SLUG,
    noticeVersion: 'v1',
  });

beforeAll(async () => {
  database = await startServerDatabase();
  vi.resetModules();
  const admin = await import('@/lib/firebase/admin');
  await admin.adminWrite(`posts/${eventPost.id}`, eventPost);
  list = await import('@/app/api/team/events/route');
  event = await import('@/app/api/team/events/[slug]/route');
  checkIns = await import('@/app/api/team/events/[slug]/check-ins/route');
  posts = await import('@/lib/events/registration-posts');
  store = await import('@/lib/events/registration-store');
}, 60_000);

afterAll(async () => {
  await stopServerDatabase(database);
});

describe("an event's registrations, from the team's side", () => {
  it('refuses to open an event that is not published, or to close after it starts, or in the past', async () => {
    expect(
      (await act('coordinator', { action: 'open', capacity: 2, closesAt: '2099-01-09T18:00' }, 'no-such-event')).status,
    ).toBe(404);
    const late = await act('coordinator', { action: 'open', capacity: 2, closesAt: '2099-01-10T10:00' });
    expect([late.status, await late.json()]).toEqual([400, { ok: false, code: 'closesAfterEvent' }]);
    const past = await act('coordinator', { action: 'open', capacity: 2, closesAt: '2020-01-01T10:00' });
    expect([past.status, await past.json()]).toEqual([400, { ok: false, code: 'closesInPast' }]);
    expect((await act('coordinator', { action: 'open', capacity: 0, closesAt: '2099-01-09T18:00' })).status).toBe(400);
  });

  it('only the Coordinator opens, changes or cancels; a volunteer may list and read the roster; a treasurer neither', async () => {
    expect((await act('volunteer', { action: 'open', capacity: 2, closesAt: '2099-01-09T18:00' })).status).toBe(403);
    expect((await list.GET(request('/api/team/events', 'treasurer'))).status).toBe(403);
    expect((await list.GET(request('/api/team/events', undefined))).status).toBe(401);
    const listed = await list.GET(request('/api/team/events', 'volunteer'));
    expect(await listed.json()).toMatchObject({ ok: true, events: [{ slug: SLUG, registration: null }] });
  });

  it('opens, takes registrations into places then the waitlist, and moves the waitlist up when capacity grows', async () => {
    const before = refreshed.count;
    const opened = await act('coordinator', { action: 'open', capacity: 2, closesAt: '2099-01-09T18:00' });
    expect(await opened.json()).toMatchObject({ ok: true, summary: { capacity: 2, confirmed: 0 } });
    expect(refreshed.count).toBe(before + 1);
    expect((await act('coordinator', { action: 'open', capacity: 2, closesAt: '2099-01-09T18:00' })).status).toBe(409);

    const answers = [await register(1), await register(2), await register(3), await register(1)];
    expect(answers.map((a) => ('kind' in a ? a.kind : a.problem))).toEqual([
      'registered',
      'registered',
      'registered',
      'registered',
    ]);
    // The same form posted twice is one registration, at the same page.
    expect(answers[3]).toEqual(answers[0]);
    expect(await register(4, { name: 'Player 1', mobile: '9876500001' })).toMatchObject({ problem: 'duplicate' });
    expect(await register(5, { ageBand: '12to17' })).toMatchObject({
      errors: { parentName: 'guardianRequired', parentMobile: 'guardianRequired' },
    });

    const roster = await (await event.GET(request(`/api/team/events/${SLUG}`, 'volunteer'), context())).json();
    expect(roster.registrants.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual([
      ['Player 1', 'confirmed'],
      ['Player 2', 'confirmed'],
      ['Player 3', 'waitlisted'],
    ]);

    const grown = await act('coordinator', { action: 'change', capacity: 3, closesAt: '2099-01-09T20:00' });
    expect(await grown.json()).toMatchObject({ ok: true, summary: { capacity: 3, confirmed: 3, waitlisted: 0 } });
  });

  it('checks people in once, however often a phone sends the same arrivals', async () => {
    const roster = await (await event.GET(request(`/api/team/events/${SLUG}`, 'coach'), context())).json();
    const first = roster.registrants[0].entryId as string;
    const arrivals = { arrivals: [{ entryId: first, at: Date.UTC(2099, 0, 10, 3, 30) }] };
    for (let i = 0; i < 2; i++) {
      const answer = await checkIns.POST(request(`/api/team/events/${SLUG}/check-ins`, 'coach', arrivals), context());
      expect(await answer.json()).toMatchObject({ ok: true, checkedIn: [first], summary: { checkedIn: 1 } });
    }
    expect(
      (await checkIns.POST(request(`/api/team/events/${SLUG}/check-ins`, 'coach', { arrivals: [] }), context())).status,
    ).toBe(400);
  });

  it('reminds the evening before, once per person, only those with a place who asked for alerts', async () => {
    expect(await register(6, { alertToken: 'local-device-6' })).toMatchObject({ kind: 'registered' });
    expect(await register(7, { alertToken: 'not a token' })).toMatchObject({ kind: 'registered' });
    const grown = await act('coordinator', { action: 'change', capacity: 5, closesAt: '2099-01-09T20:00' });
    expect(await grown.json()).toMatchObject({ summary: { confirmed: 5 } });
    const { dueEventReminders } = await import('@/lib/events/registration-alerts');
    // 12:00 in India the day before the event.
    const due = await dueEventReminders(Date.parse('2099-01-09T12:00:00+05:30'));
    expect(due).toEqual([
      expect.objectContaining({
        subscriptionIds: ['id-of-local-device-6'],
        locale: 'en',
        title: 'Tomorrow: Football camp',
        body: 'Saturday, 10 January 2099 at 9:00 am, Dehri. Show your QR code at the door.',
        url: expect.stringMatching(/\/blog\/football-camp-dehri$/),
      }),
    ]);
    expect(due[0]?.key).toMatch(/^football-camp-dehri:[A-Za-z0-9_-]{32}$/);
    expect(await dueEventReminders(Date.parse('2099-01-08T12:00:00+05:30'))).toEqual([]);
  });

  it('cancels the event with a message: no more registrations, and the change is refused after', async () => {
    const cancelled = await act('coordinator', {
      action: 'cancel',
      message: { en: 'Flooded ground', hi: 'मैदान में पानी' },
    });
    expect(await cancelled.json()).toMatchObject({ ok: true, summary: { cancelled: true } });
    expect(await register(9)).toMatchObject({ problem: 'cancelled' });
    expect((await act('coordinator', { action: 'change', capacity: 5, closesAt: '2099-01-09T20:00' })).status).toBe(
      409,
    );
  });
});
