// @vitest-environment node
// The passkey routes on the server side: the routes, the admin SDK and the embedded database with
// the real rules, and a software authenticator in the browser's place. Who the caller is comes
// from a stand-in for the ID token check (e2e/team-passkeys.spec.ts goes through the real one);
// against the emulator the admin SDK mints unsigned custom tokens itself.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import seed from '@/lib/firebase/seed/database.seed.json';
import { teamMembersFrom } from '@/lib/team/members';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { fakeAuthenticator, type FakePasskey } from '../support/fake-authenticator';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';

vi.mock('server-only', () => ({}));

const members = teamMembersFrom(seed.teamMembers);
const tokens: Record<string, string> = { 'priya-token': '-demo-coordinator', 'rahul-token': '-demo-coach' };
const checked = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@/lib/team/authorised-member-service', () => ({
  checkMember: async (idToken: string | null) => {
    checked.calls += 1;
    const member = members.find((m) => m.key === tokens[idToken ?? '']);
    return member ? { ok: true, member, team: members } : { ok: false, code: 'unauthenticated' };
  },
}));

const ORIGIN = 'http://localhost:3000';
let database: LocalDatabase;
let addressCount = 0;
const authenticator = fakeAuthenticator();

type Routes = {
  list: typeof import('@/app/api/team/passkeys/route');
  one: typeof import('@/app/api/team/passkeys/[id]/route');
  registration: typeof import('@/app/api/team/passkeys/registration-options/route');
  authentication: typeof import('@/app/api/team/passkeys/authentication-options/route');
  signIn: typeof import('@/app/api/team/passkeys/sign-in/route');
};
let routes: Routes;

const request = (
  path: string,
  {
    method = 'POST',
    token,
    body,
    origin = ORIGIN,
  }: { method?: string; token?: string; body?: unknown; origin?: string },
) =>
  new NextRequest(`http://site.test${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `203.0.113.${++addressCount}`,
      origin,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

const params = (id: string) => ({ params: Promise.resolve({ id }) });

async function addPasskey(token: string, name: string): Promise<FakePasskey> {
  const options = await (await routes.registration.POST(request('/x', { token }))).json();
  const { response, passkey } = authenticator.register(options.options, ORIGIN);
  const saved = await routes.list.POST(
    request('/api/team/passkeys', { token, body: { challengeId: options.challengeId, name, response } }),
  );
  expect(saved.status).toBe(201);
  return passkey;
}

async function signIn(passkey: FakePasskey, origin = ORIGIN) {
  const start = await routes.authentication.POST(request('/x', { origin }));
  const options = await start.json();
  const response = authenticator.authenticate(options.options, passkey, origin);
  return routes.signIn.POST(request('/x', { body: { challengeId: options.challengeId, response }, origin }));
}

const listOf = async (token: string) =>
  (await (await routes.list.GET(request('/api/team/passkeys', { method: 'GET', token }))).json()) as {
    passkeys: { id: string; name: string }[];
  };

beforeAll(async () => {
  database = await startServerDatabase();
  vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'http://localhost:3000');
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  routes = {
    list: await import('@/app/api/team/passkeys/route'),
    one: await import('@/app/api/team/passkeys/[id]/route'),
    registration: await import('@/app/api/team/passkeys/registration-options/route'),
    authentication: await import('@/app/api/team/passkeys/authentication-options/route'),
    signIn: await import('@/app/api/team/passkeys/sign-in/route'),
  };
});

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await stopServerDatabase(database);
});

describe('the passkey routes', () => {
  it('add a passkey, sign its member in with it as a password does, and stop once it is removed', async () => {
    const passkey = await addPasskey('priya-token', 'Priya’s phone');
    const { passkeys } = await listOf('priya-token');
    expect(passkeys).toEqual([expect.objectContaining({ id: passkey.id, name: 'Priya’s phone', lastUsedAt: null })]);

    const answer = await signIn(passkey);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = (await answer.json()) as { ok: true; token: string; member: unknown };
    expect(body.member).toEqual({ memberId: 'RYF001', name: 'Priya Kumari', role: 'Coordinator' });
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    expect(claims).toMatchObject({
      uid: 'team--demo-coordinator',
      claims: { role: 'Coordinator', memberId: 'RYF001' },
    });

    const renamed = await routes.one.PATCH(
      request('/x', { method: 'PATCH', token: 'priya-token', body: { name: 'Old phone' } }),
      params(passkey.id),
    );
    expect(renamed.status).toBe(200);
    expect((await listOf('priya-token')).passkeys[0]).toMatchObject({
      name: 'Old phone',
      lastUsedAt: expect.any(Number),
    });

    const removed = await routes.one.DELETE(
      request('/x', { method: 'DELETE', token: 'priya-token' }),
      params(passkey.id),
    );
    expect(removed.status).toBe(200);
    const refused = await signIn(passkey);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ ok: false, code: 'passkeyUnknown' });
  });

  it('let a member see, rename and remove only their own passkeys', async () => {
    const rahuls = await addPasskey('rahul-token', 'Rahul’s key');
    expect((await listOf('priya-token')).passkeys.map((p) => p.id)).not.toContain(rahuls.id);
    const rename = await routes.one.PATCH(
      request('/x', { method: 'PATCH', token: 'priya-token', body: { name: 'Mine' } }),
      params(rahuls.id),
    );
    expect(rename.status).toBe(404);
    const remove = await routes.one.DELETE(
      request('/x', { method: 'DELETE', token: 'priya-token' }),
      params(rahuls.id),
    );
    expect(remove.status).toBe(404);
    expect((await listOf('rahul-token')).passkeys).toEqual([expect.objectContaining({ name: 'Rahul’s key' })]);
  });

  it('check the caller’s token before reading the body', async () => {
    const calls = checked.calls;
    const answer = await routes.list.POST(request('/api/team/passkeys', { body: '{"not json' }));
    expect(answer.status).toBe(401);
    expect(checked.calls).toBe(calls + 1);
    const patch = await routes.one.PATCH(request('/x', { method: 'PATCH', body: '{' }), params('abc'));
    expect(patch.status).toBe(401);
  });

  it('refuse a request from a page of another site, and a blank or overlong name', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3000']) {
      expect((await routes.registration.POST(request('/x', { token: 'priya-token', origin }))).status).toBe(403);
      expect((await routes.authentication.POST(request('/x', { origin }))).status).toBe(403);
    }
    const options = await (await routes.registration.POST(request('/x', { token: 'priya-token' }))).json();
    const { response } = authenticator.register(options.options, ORIGIN);
    for (const name of ['   ', 'x'.repeat(61)]) {
      const answer = await routes.list.POST(
        request('/api/team/passkeys', {
          token: 'priya-token',
          body: { challengeId: options.challengeId, name, response },
        }),
      );
      expect(answer.status).toBe(400);
    }
  });
});
