// @vitest-environment node
// POST /api/team/password/change and POST/DELETE /api/team/session: the routes themselves, with
// the member check and the account services stood in for (they are tested on their own:
// authorised-member, change-password and sessions tests).
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import seed from '@/lib/firebase/seed/database.seed.json';
import type { ChangePasswordCode } from '@/lib/team/change-password';

vi.mock('server-only', () => ({}));
const fakes = vi.hoisted(() => ({
  checkMember: vi.fn(),
  teamChangePassword: vi.fn(),
  keepSessionOpen: vi.fn(),
  endSession: vi.fn(),
}));
vi.mock('@/lib/team/authorised-member-service', () => ({ checkMember: fakes.checkMember }));
vi.mock('@/lib/team/own-account-service', () => ({
  teamChangePassword: fakes.teamChangePassword,
  keepSessionOpen: fakes.keepSessionOpen,
  endSession: fakes.endSession,
}));

type ChangeRoute = typeof import('@/app/api/team/password/change/route');
type SessionRoute = typeof import('@/app/api/team/session/route');
let changeRoute: ChangeRoute;
let sessionRoute: SessionRoute;

const SID = 'S'.repeat(22);
const priya = { key: '-demo-coordinator', ...seed.teamMembers['-demo-coordinator'] };
let addressCount = 0;
const nextAddress = () => `203.0.113.${++addressCount % 250}`;

const signedIn = () => fakes.checkMember.mockResolvedValue({ ok: true, member: priya, team: [priya], sessionId: SID });

function changeRequest(body: BodyInit, headers: Record<string, string> = {}) {
  return new NextRequest('http://site.test/api/team/password/change', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextAddress(),
      authorization: 'Bearer id-token',
      ...headers,
    },
    body,
    duplex: 'half',
  } as ConstructorParameters<typeof NextRequest>[1]);
}

const sessionRequest = (method: 'POST' | 'DELETE') =>
  new NextRequest('http://site.test/api/team/session', {
    method,
    headers: { 'x-forwarded-for': nextAddress(), authorization: 'Bearer id-token' },
  });

const passwords = { currentPassword: 'Mango-Season-2026', newPassword: 'Litchi-River-2027' };

beforeAll(async () => {
  vi.stubEnv('TRUST_PROXY_HOPS', '1');
  changeRoute = await import('@/app/api/team/password/change/route');
  sessionRoute = await import('@/app/api/team/session/route');
});

beforeEach(() => {
  vi.clearAllMocks();
  signedIn();
});

describe('POST /api/team/password/change', () => {
  it.each([
    ['unauthenticated', 401],
    ['forbidden', 403],
  ] as const)('answers %s (%i) before reading the body', async (code, status) => {
    fakes.checkMember.mockResolvedValue({ ok: false, code });
    let pulled = false;
    // A body whose read would fail: the route must not get that far.
    // (No queue: the stream is pulled only when someone reads it.)
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
          throw new Error('the body was read');
        },
      },
      { highWaterMark: 0 },
    );
    const response = await changeRoute.POST(changeRequest(body));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ ok: false, code });
    expect(pulled).toBe(false);
    expect(fakes.teamChangePassword).not.toHaveBeenCalled();
  });

  it('changes the password of the caller, in the caller’s session, and is not cached', async () => {
    fakes.teamChangePassword.mockResolvedValue({ ok: true });
    const response = await changeRoute.POST(changeRequest(JSON.stringify(passwords)));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true });
    expect(fakes.teamChangePassword).toHaveBeenCalledWith(
      expect.objectContaining({ member: priya, sessionId: SID, ...passwords, address: expect.any(String) }),
    );
  });

  it.each([
    ['wrongCurrent', 401],
    ['sameAsCurrent', 400],
    ['tooShort', 400],
    ['tooLong', 400],
    ['tooCommon', 400],
    ['containsPhone', 400],
    ['containsName', 400],
    ['containsMemberId', 400],
    ['failed', 503],
  ] satisfies [ChangePasswordCode, number][])('answers %s with %i', async (code, status) => {
    fakes.teamChangePassword.mockResolvedValue({ ok: false, code });
    const response = await changeRoute.POST(changeRequest(JSON.stringify(passwords)));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ ok: false, code });
  });

  it('answers tooManyAttempts with 429, Retry-After and the minutes to wait', async () => {
    fakes.teamChangePassword.mockResolvedValue({ ok: false, code: 'tooManyAttempts', retryAfterMs: 90_000 });
    const response = await changeRoute.POST(changeRequest(JSON.stringify(passwords)));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('90');
    expect(await response.json()).toEqual({ ok: false, code: 'tooManyAttempts', retryAfterMinutes: 2 });
  });

  it.each([
    ['not JSON', '{current', 400],
    ['a missing field', JSON.stringify({ currentPassword: 'x' }), 400],
    ['an overlong password', JSON.stringify({ currentPassword: 'x', newPassword: 'y'.repeat(130) }), 400],
  ])('refuses %s with %i, changing nothing', async (_, body, status) => {
    const response = await changeRoute.POST(changeRequest(body));
    expect(response.status).toBe(status);
    expect(fakes.teamChangePassword).not.toHaveBeenCalled();
  });
});

describe('/api/team/session', () => {
  it('POST keeps the caller’s own session open', async () => {
    fakes.keepSessionOpen.mockResolvedValue(true);
    const response = await sessionRoute.POST(sessionRequest('POST'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(fakes.keepSessionOpen).toHaveBeenCalledWith(priya, SID);
  });

  it('POST answers 401 when the session has just ended', async () => {
    fakes.keepSessionOpen.mockResolvedValue(false);
    const response = await sessionRoute.POST(sessionRequest('POST'));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ok: false, code: 'unauthenticated' });
  });

  it.each([
    ['unauthenticated', 401],
    ['forbidden', 403],
  ] as const)('POST answers %s with %i, touching nothing', async (code, status) => {
    fakes.checkMember.mockResolvedValue({ ok: false, code });
    expect((await sessionRoute.POST(sessionRequest('POST'))).status).toBe(status);
    expect(fakes.keepSessionOpen).not.toHaveBeenCalled();
  });

  it('DELETE ends the caller’s own session (logout)', async () => {
    const response = await sessionRoute.DELETE(sessionRequest('DELETE'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(fakes.endSession).toHaveBeenCalledWith(priya, SID);
  });

  it('DELETE of a session already ended answers ok and ends nothing', async () => {
    fakes.checkMember.mockResolvedValue({ ok: false, code: 'unauthenticated' });
    const response = await sessionRoute.DELETE(sessionRequest('DELETE'));
    expect(response.status).toBe(200);
    expect(fakes.endSession).not.toHaveBeenCalled();
  });
});
