// @vitest-environment node
// POST /api/team/login end to end on the server side: the route, the admin SDK and the embedded
// database with the real rules. The Auth emulator is not needed: against an emulator the admin
// SDK mints unsigned custom tokens itself.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import seed from '@/lib/firebase/seed/database.seed.json';
import demoInvitations from '@/lib/firebase/seed/demo-invitations.json';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';
import { adminRestUrl } from '../support/database-rest';

vi.mock('server-only', () => ({}));

type Route = typeof import('@/app/api/team/login/route');
type PasswordRoute = typeof import('@/app/api/team/password/route');

const coordinator = seed.teamMembers['-demo-coordinator'];
/** The seed's invitation code of a demo member: their one way to a first sign-in. */
const codeOf = (memberId: keyof typeof demoInvitations) => demoInvitations[memberId];
const whatsappNumbers = Object.values(seed.teamMembers).map((m) => m.whatsapp);
let database: LocalDatabase;
let route: Route;
let passwordRoute: PasswordRoute;
const logged: unknown[][] = [];
let addressCount = 0;
const COORDINATOR_PASSWORD = 'Sasaram-river-2026';
/** The Coordinator's device cookie, once a test has signed her in on her device. */
let herDevice = '';

/** Each test comes from its own address unless it names one, so the per-address limit stays apart. */
const post = (
  body: unknown,
  address = `203.0.113.${++addressCount}`,
  { cookie, origin = 'http://site.test' }: { cookie?: string; origin?: string } = {},
) =>
  route.POST(
    new NextRequest(`${origin}/api/team/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

/** The device cookie a sign-in answer sets, as the browser sends it back (`name=value`). */
const deviceCookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

const choose = (body: unknown, address = `203.0.113.${++addressCount}`) =>
  passwordRoute.POST(
    new NextRequest('http://site.test/api/team/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    }),
  );

/** What the database holds at a path (firebase-server's REST side, which no browser reaches in production). */
const stored = async (path: string): Promise<unknown> => (await fetch(adminRestUrl(database.port, path))).json();

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    uid: string;
    claims: Record<string, string>;
  };

beforeAll(async () => {
  database = await startServerDatabase();
  vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
  vi.resetModules();
  for (const level of ['error', 'warn', 'log', 'info'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
  }
  route = await import('@/app/api/team/login/route');
  passwordRoute = await import('@/app/api/team/password/route');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await stopServerDatabase(database);
});

describe('POST /api/team/login', () => {
  // The attack this guards against: a RUFC Coach who knows the Coordinator's WhatsApp number.
  it('first sign-in: the WhatsApp number earns nothing, whatever else is typed answers the same', async () => {
    const response = await post({ memberId: coordinator.memberId, password: coordinator.whatsapp });
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    const needsInvitation = {
      ok: false,
      code: 'needsInvitation',
      message:
        'You have no password yet. Ask the Coordinator for an invitation code and type it in the password field.',
    };
    expect(body).toEqual(needsInvitation);
    expect(await (await post({ memberId: coordinator.memberId, password: 'ABCDE-FGHJK' })).json()).toEqual(
      needsInvitation,
    );
  });

  it('first sign-in: the invitation code earns an enrolment ticket, no token, and only once', async () => {
    const response = await post({ memberId: 'RYF009', password: codeOf('RYF009').toLowerCase() });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ ok: false, code: 'choosePassword', enrolment: expect.stringMatching(/^[\w-]{43}$/) });
    expect(JSON.stringify(body)).not.toMatch(/token/);
    expect(await stored('teamInvitations/-demo-treasurer')).toBeNull();
    expect((await (await post({ memberId: 'RYF009', password: codeOf('RYF009') })).json()) as unknown).toMatchObject({
      code: 'needsInvitation',
    });
  });

  it('once the Coordinator has chosen a password, her number answers 401 "Invalid password"; her password signs in', async () => {
    const first = (await (await post({ memberId: 'RYF001', password: codeOf('RYF001') })).json()) as {
      enrolment: string;
    };
    const password = COORDINATOR_PASSWORD;
    const chosen = await choose({ memberId: 'RYF001', ticket: first.enrolment, password });
    expect(chosen.status).toBe(200);
    const { token, member } = (await chosen.json()) as { token: string; member: unknown };
    expect(member).toEqual({ memberId: 'RYF001', name: 'Priya Kumari', role: 'Coordinator' });
    expect(claimsOf(token)).toMatchObject({
      uid: 'team--demo-coordinator',
      claims: { role: 'Coordinator', memberId: 'RYF001', memberName: 'Priya Kumari', sid: expect.any(String) },
    });
    // The token names a session the server opened, with its idle and absolute limits.
    const sid = claimsOf(token).claims.sid ?? '';
    expect(await stored(`teamSessions/-demo-coordinator/${sid}`)).toMatchObject({ expiresAt: expect.any(Number) });
    // The first sign-in's browser is her device from now on.
    expect(chosen.headers.get('set-cookie')).toMatch(/^yuva_device=/);

    // Stored as a salted scrypt hash with its parameters, never as the password.
    const secret = (await stored('teamSecrets/-demo-coordinator')) as Record<string, unknown>;
    expect(secret).toMatchObject({ algorithm: 'scrypt', N: 32768, r: 8, p: 1, keyLength: 32 });
    expect(JSON.stringify(secret)).not.toContain(password);

    // The ticket is used up.
    expect((await choose({ memberId: 'RYF001', ticket: first.enrolment, password: 'Another-one-2026' })).status).toBe(
      401,
    );

    const byNumber = await post({ memberId: 'RYF001', password: coordinator.whatsapp }, '198.51.100.200');
    expect(byNumber.status).toBe(401);
    expect(await byNumber.json()).toEqual({ ok: false, code: 'wrongPassword', message: 'Invalid password' });

    const byPassword = await post({ memberId: 'RYF001', password });
    expect(byPassword.status).toBe(200);
    // This browser is now her device: a long-lived cookie that only the sign-in reads, never script.
    const setCookie = byPassword.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^yuva_device=[\w-]{22}\.\d+\.[\w-]{43};/);
    for (const part of ['Max-Age=15552000', 'Path=/api/team', 'HttpOnly', 'SameSite=Strict']) {
      expect(setCookie).toContain(part);
    }
    expect(setCookie).not.toContain('Secure');
    expect(claimsOf(((await byPassword.json()) as { token: string }).token).claims).toMatchObject({
      role: 'Coordinator',
    });
  });

  it('refuses a forged ticket, and a ticket for another member', async () => {
    const forged = await choose({ memberId: 'RYF002', ticket: 'A'.repeat(43), password: 'Football-coach-77' });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ ok: false, code: 'invalidTicket' });
    const { enrolment } = (await (await post({ memberId: 'RYF002', password: codeOf('RYF002') })).json()) as {
      enrolment: string;
    };
    const elsewhere = await choose({ memberId: 'RYF001', ticket: enrolment, password: 'Football-coach-77' });
    expect(elsewhere.status).toBe(401);
    expect(await stored('teamSecrets/-demo-coach')).toBeNull();
  });

  it.each([
    [{ memberId: 'RYF999', password: '1' }, 401, 'unknownId', 'Member ID not found'],
    [{ memberId: '', password: '' }, 401, 'unknownId', 'Member ID not found'],
    [{ memberId: 'RYF001', password: '0000000000' }, 401, 'wrongPassword', 'Invalid password'],
  ])('answers %j with %i %s', async (body, status, code, message) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ ok: false, code, message });
  });

  it.each([
    ['not JSON', '{memberId'],
    ['a missing field', { memberId: 'RYF001' }],
    ['a number', { memberId: 1, password: 2 }],
    ['an overlong ID', { memberId: 'R'.repeat(65), password: 'x' }],
  ])('refuses %s with 400', async (_, body) => {
    expect((await post(body)).status).toBe(400);
  });

  it('past 5 failures for one ID answers 429 with a growing Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post({ memberId: 'RYF003', password: `guess${i}` })).status).toBe(401);
    }
    const response = await post({ memberId: 'RYF003', password: 'the-right-one-or-not' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBe(60);
    expect(await response.json()).toEqual({
      ok: false,
      code: 'tooManyAttempts',
      message: 'Too many attempts. Try again in 1 minutes.',
      retryAfterMinutes: 1,
    });
  });

  it('after 5 failures for one ID from one address answers that address 429 for 15 minutes', async () => {
    for (let i = 0; i < 5; i++) await post({ memberId: 'RYF004', password: `guess${i}` }, '198.51.100.40');
    const response = await post({ memberId: 'RYF004', password: 'guess5' }, '198.51.100.40');
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(await response.json()).toMatchObject({ message: 'Too many attempts. Try again in 15 minutes.' });
  });

  it('after 10 failures from one address answers 429 for any ID from it', async () => {
    for (let i = 0; i < 10; i++) await post({ memberId: `RYF80${i}`, password: 'x' }, '198.51.100.50');
    const blocked = await post({ memberId: 'RYF001', password: COORDINATOR_PASSWORD }, '198.51.100.50');
    expect(blocked.status).toBe(429);
    const elsewhere = await post({ memberId: 'RYF001', password: COORDINATOR_PASSWORD }, '198.51.100.51');
    expect(elsewhere.status).toBe(200);
  });

  it("signs the Coordinator in on her own device while strangers' wrong passwords make everyone else wait", async () => {
    const own = await post({ memberId: 'RYF001', password: COORDINATOR_PASSWORD });
    expect(own.status).toBe(200);
    const cookie = deviceCookieOf(own);
    // Earlier tests' wrong passwords count too: 5 more are past the limit whatever they were.
    for (let i = 0; i < 5; i++) await post({ memberId: 'RYF001', password: `attack${i}` }, `192.0.2.${100 + i}`);
    expect((await post({ memberId: 'RYF001', password: COORDINATOR_PASSWORD })).status).toBe(429);

    const fromHerPhone = await post({ memberId: 'RYF001', password: COORDINATOR_PASSWORD }, undefined, { cookie });
    expect(fromHerPhone.status).toBe(200);
    // Each sign-in gives the device a fresh cookie.
    expect(deviceCookieOf(fromHerPhone)).toMatch(/^yuva_device=/);
    expect(deviceCookieOf(fromHerPhone)).not.toBe(cookie);
    herDevice = deviceCookieOf(fromHerPhone);

    // Altered, or sent for another member, the cookie is a stranger's.
    const altered = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const tampered = await post({ memberId: 'RYF001', password: COORDINATOR_PASSWORD }, undefined, { cookie: altered });
    expect(tampered.status).toBe(429);
    for (let i = 0; i < 5; i++) await post({ memberId: 'RYF005', password: `attack${i}` }, `192.0.2.${110 + i}`);
    expect((await post({ memberId: 'RYF005', password: 'x' }, undefined, { cookie })).status).toBe(429);
  });

  it('marks the device cookie Secure when the site is served over https', async () => {
    const own = await post({ memberId: 'RYF001', password: COORDINATOR_PASSWORD }, undefined, {
      origin: 'https://site.test',
      cookie: herDevice,
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('set-cookie')).toContain('; Secure');
  });

  it('never puts a WhatsApp number or an invitation code in a response or a log line', async () => {
    const bodies: string[] = [];
    for (const m of Object.values(seed.teamMembers)) {
      for (const password of [m.whatsapp, codeOf(m.memberId as keyof typeof demoInvitations), 'wrong']) {
        bodies.push(await (await post({ memberId: m.memberId, password })).text());
      }
    }
    const everything = bodies.join('\n') + JSON.stringify(logged);
    for (const number of whatsappNumbers) expect(everything).not.toContain(number);
    for (const code of Object.values(demoInvitations)) expect(everything).not.toContain(code);
  });
});
