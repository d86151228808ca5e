// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Watches the comparison the sign-in uses, keeping Node's real implementation.
const { timingSafeEqual } = vi.hoisted(() => ({ timingSafeEqual: vi.fn() }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  timingSafeEqual.mockImplementation(crypto.timingSafeEqual);
  return { ...crypto, timingSafeEqual };
});
import { memoryAttemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { LOGIN_MESSAGES } from '@/lib/team/auth';
import { secretsMatch, type TeamMemberRecord } from '@/lib/team/members';
import { hashPassword } from '@/lib/team/password-hash';
import { signIn, type SignInDeps } from '@/lib/team/sign-in';
import seed from '@/lib/firebase/seed/database.seed.json';
import demoInvitations from '@/lib/firebase/seed/demo-invitations.json';

const members = seed.teamMembers;
const coordinator = members['-demo-coordinator'];
const codeOf = (memberId: keyof typeof demoInvitations) => demoInvitations[memberId];
/** The Coordinator's invitation: the right first credential of a member with no password yet. */
const COORDINATOR_CODE = codeOf('RYF001');

function deps(
  overrides: {
    readTeamMembers?: () => Promise<unknown>;
    openSession?: (
      member: TeamMemberRecord,
    ) => Promise<{ token: string; member: { memberId: string; name: string; role: string } }>;
    secrets?: Record<string, unknown>;
  } = {},
) {
  const secrets = overrides.secrets ?? {};
  return {
    readTeamMembers: vi.fn(overrides.readTeamMembers ?? (async (): Promise<unknown> => members)),
    readSecret: vi.fn(async (key: string): Promise<unknown> => secrets[key] ?? null),
    tickets: { issue: vi.fn(async ({ memberId }: { memberId: string }) => `ticket-for:${memberId}`) },
    openSession: vi.fn(
      overrides.openSession ??
        (async ({ key, memberId, name, role }: TeamMemberRecord) => ({
          token: `token-for:${key}:${role}`,
          member: { memberId, name, role },
        })),
    ),
    // The seed's codes, kept (redeeming once is lib/team/invitations.ts's, tested on its own).
    redeemInvitation: vi.fn(async (memberKey: string, typed: string) => {
      const member = (members as Record<string, { memberId: string }>)[memberKey];
      return member !== undefined && codeOf(member.memberId as keyof typeof demoInvitations) === typed;
    }),
    log: vi.fn<(message: string, error: unknown) => void>(),
    limiter: memoryAttemptLimiter(),
  };
}

// The limiter reads the time from Date.
const tick = (ms: number) => vi.setSystemTime(Date.now() + ms);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 23, 6));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Cheap scrypt parameters: what these tests check is the flow, not the cost. */
const FAST = { N: 1024, r: 8, p: 1, keyLength: 32 };
const OWN_PASSWORD = 'Mango-Season-2026';
const ownSecret = () => hashPassword(OWN_PASSWORD, FAST);

const attempt = (d: SignInDeps, memberId: string, password: string, address = '203.0.113.7') =>
  signIn({ memberId, password, address }, d);

describe('the team sign-in check (on the server)', () => {
  it('answers the first sign-in (ID and invitation code) with an enrolment ticket, opening no session', async () => {
    const d = deps();
    const result = await attempt(d, ` ${coordinator.memberId} `, COORDINATOR_CODE);
    expect(result).toEqual({ ok: false, code: 'choosePassword', enrolment: 'ticket-for:RYF001' });
    expect(d.redeemInvitation).toHaveBeenCalledWith('-demo-coordinator', COORDINATOR_CODE);
    expect(d.tickets.issue).toHaveBeenCalledWith({ memberKey: '-demo-coordinator', memberId: 'RYF001' });
    expect(d.openSession).not.toHaveBeenCalled();
  });

  it('answers a member with no password needsInvitation, whatever was typed: the WhatsApp number earns nothing', async () => {
    for (const typed of [coordinator.whatsapp, 'ABCDE-FGHJK', '']) {
      const d = deps();
      expect(await attempt(d, coordinator.memberId, typed, `198.51.102.${typed.length}`)).toEqual({
        ok: false,
        code: 'needsInvitation',
      });
      expect(d.tickets.issue).not.toHaveBeenCalled();
      expect(d.openSession).not.toHaveBeenCalled();
    }
  });

  it('never takes an invitation code for a member who has a password', async () => {
    const d = deps({ secrets: { '-demo-coordinator': await ownSecret() } });
    expect(await attempt(d, coordinator.memberId, COORDINATOR_CODE)).toEqual({ ok: false, code: 'wrongPassword' });
    expect(d.redeemInvitation).not.toHaveBeenCalled();
  });

  it('signs a member with a password of their own in with it, opening a session for them', async () => {
    const d = deps({ secrets: { '-demo-coordinator': await ownSecret() } });
    const result = await attempt(d, ` ${coordinator.memberId} `, OWN_PASSWORD);
    expect(result).toEqual({
      ok: true,
      token: 'token-for:-demo-coordinator:Coordinator',
      member: { memberId: 'RYF001', name: 'Priya Kumari', role: 'Coordinator' },
    });
    expect(d.openSession).toHaveBeenCalledWith(
      expect.objectContaining({ key: '-demo-coordinator', role: 'Coordinator' }),
    );
  });

  it('never returns the WhatsApp number', async () => {
    const result = await attempt(deps(), coordinator.memberId, coordinator.whatsapp);
    expect(JSON.stringify(result)).not.toContain(coordinator.whatsapp);
  });

  it.each([
    ['noMembers', async (): Promise<unknown> => ({}), 'RYF001', 'x'],
    ['noMembers', async (): Promise<unknown> => null, 'RYF001', 'x'],
    ['unknownId', async (): Promise<unknown> => members, 'RYF999', coordinator.whatsapp],
    ['unknownId', async (): Promise<unknown> => members, '', ''],
    ['needsInvitation', async (): Promise<unknown> => members, 'RYF001', '9431152641'],
    ['needsInvitation', async (): Promise<unknown> => members, 'RYF001', ''],
  ] as const)('answers %s', async (code, readTeamMembers, memberId, password) => {
    const result = await attempt(deps({ readTeamMembers }), memberId, password);
    expect(result).toEqual({ ok: false, code });
  });

  it('answers "failed" and logs the spec message without the password when the database fails', async () => {
    const d = deps({ readTeamMembers: async () => Promise.reject(new Error('No answer from the database')) });
    expect(await attempt(d, 'RYF001', 'secret-typed')).toEqual({ ok: false, code: 'failed' });
    expect(d.log).toHaveBeenCalledWith(LOGIN_MESSAGES.failed, 'No answer from the database');
    expect(JSON.stringify(d.log.mock.calls)).not.toContain('secret-typed');
  });

  it('answers "failed" when no session can be opened (the token cannot be minted)', async () => {
    const d = deps({
      openSession: async () => Promise.reject(new Error('signBlob denied')),
      secrets: { '-demo-coordinator': await ownSecret() },
    });
    expect(await attempt(d, coordinator.memberId, OWN_PASSWORD)).toEqual({ ok: false, code: 'failed' });
  });

  it('past 5 failures for one member from strangers, makes the next wait a minute, without reading the database', async () => {
    const d = deps();
    for (let i = 0; i < 5; i++) {
      expect(await attempt(d, 'RYF001', `guess-${i}`, `198.51.100.${i}`)).toMatchObject({ code: 'needsInvitation' });
    }
    d.readTeamMembers.mockClear();
    const waiting = await attempt(d, 'RYF001', COORDINATOR_CODE, '198.51.100.99');
    expect(waiting).toEqual({ ok: false, code: 'tooManyAttempts', retryAfterMs: 60_000 });
    expect(d.readTeamMembers).not.toHaveBeenCalled();
    // Other members are not affected, and the member is not locked: a minute later, she is checked.
    expect(await attempt(d, 'RYF002', codeOf('RYF002'), '198.51.100.98')).toMatchObject({
      code: 'choosePassword',
    });
    tick(60_000);
    expect(await attempt(d, 'RYF001', COORDINATOR_CODE, '198.51.100.99')).toMatchObject({ code: 'choosePassword' });
  });

  it('blocks one address after 10 failures for different IDs', async () => {
    const d = deps();
    for (let i = 0; i < 10; i++) await attempt(d, `RYF90${i}`, 'x', '192.0.2.10');
    d.readTeamMembers.mockClear();
    expect(await attempt(d, coordinator.memberId, COORDINATOR_CODE, '192.0.2.10')).toMatchObject({
      code: 'tooManyAttempts',
    });
    expect(d.readTeamMembers).not.toHaveBeenCalled();
    expect(await attempt(d, coordinator.memberId, COORDINATOR_CODE, '192.0.2.11')).toMatchObject({
      code: 'choosePassword',
    });
  });

  it("holds an address's 5 failures for a member against that address alone, until 15 minutes after its first", async () => {
    const d = deps();
    for (let i = 0; i < 5; i++) {
      await attempt(d, 'RYF001', 'x');
      tick(60_000);
    }
    expect(await attempt(d, 'RYF001', COORDINATOR_CODE)).toMatchObject({
      code: 'tooManyAttempts',
      retryAfterMs: 10 * 60_000,
    });
    expect(await attempt(d, 'RYF001', COORDINATOR_CODE, '192.0.2.50')).toMatchObject({ code: 'choosePassword' });
    tick(10 * 60_000);
    expect(await attempt(d, 'RYF001', COORDINATOR_CODE)).toMatchObject({ code: 'choosePassword' });
  });

  it('counts ID failures case-insensitively; a success gives back only its own attempt', async () => {
    const d = deps();
    for (let i = 0; i < 4; i++) await attempt(d, i % 2 ? 'ryf001' : 'RYF001', 'x', `10.0.0.${i}`);
    expect(await attempt(d, 'RYF001', COORDINATOR_CODE, '10.0.1.1')).toMatchObject({ code: 'choosePassword' });
    expect(await attempt(d, ' ryf001', 'x', '10.0.2.1')).toMatchObject({ code: 'unknownId' });
    expect(await attempt(d, 'Ryf001', COORDINATOR_CODE, '10.0.3.1')).toMatchObject({ code: 'tooManyAttempts' });
  });

  it("signs the member in on her own device while strangers' guesses make everyone else wait", async () => {
    const d = deps({ secrets: { '-demo-coordinator': await ownSecret() } });
    for (let i = 0; i < 5; i++) await attempt(d, 'RYF001', `guess-${i}`, `198.51.100.${i}`);
    expect(await attempt(d, 'RYF001', OWN_PASSWORD, '192.0.2.9')).toMatchObject({ code: 'tooManyAttempts' });
    const fromHerPhone = await signIn(
      { memberId: 'RYF001', password: OWN_PASSWORD, address: '192.0.2.9', device: 'her-phone-nonce' },
      d,
    );
    expect(fromHerPhone).toMatchObject({ ok: true, member: { memberId: 'RYF001' } });
  });

  it('does not count a database failure or an empty team list as a guess', async () => {
    const d = deps({ readTeamMembers: async () => ({}) });
    for (let i = 0; i < 6; i++) expect(await attempt(d, 'RYF001', 'x')).toMatchObject({ code: 'noMembers' });
    d.readTeamMembers.mockRejectedValue(new Error('No answer from the database'));
    for (let i = 0; i < 6; i++) expect(await attempt(d, 'RYF001', 'x')).toMatchObject({ code: 'failed' });
    d.readTeamMembers.mockResolvedValue(members);
    expect(await attempt(d, 'RYF001', COORDINATOR_CODE)).toMatchObject({ code: 'choosePassword' });
  });

  it('counts each attempt before reading: of 20 parallel wrong passwords for one ID, at most 5 are checked', async () => {
    const d = deps();
    // Every read takes a while, so all 20 are in flight before the first one is judged.
    d.readTeamMembers.mockImplementation(() => new Promise((done) => setTimeout(() => done(members), 20)));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(d, 'RYF001', `guess-${i}`, `198.51.100.${i}`)),
    );
    expect(d.readTeamMembers.mock.calls.length).toBeLessThanOrEqual(5);
    expect(d.redeemInvitation.mock.calls.length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => !r.ok && r.code === 'needsInvitation')).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.code === 'tooManyAttempts')).toHaveLength(15);
  });

  it('counts 20 parallel guesses from one address at most 10 times, whatever IDs they name', async () => {
    const d = deps();
    d.readTeamMembers.mockImplementation(() => new Promise((done) => setTimeout(() => done(members), 20)));
    await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(d, `RYF9${i}`, 'x', '192.0.2.77')));
    expect(d.readTeamMembers.mock.calls.length).toBe(10);
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    const d = deps();
    for (let i = 1; i <= 10; i++) await attempt(d, `RYF90${i}`, 'x', `2001:db8:7:7::${i}`);
    expect(await attempt(d, coordinator.memberId, COORDINATOR_CODE, '2001:DB8:7:7:abcd::1')).toMatchObject({
      code: 'tooManyAttempts',
    });
    expect(await attempt(d, coordinator.memberId, COORDINATOR_CODE, '2001:db8:7:8::1')).toMatchObject({
      code: 'choosePassword',
    });
  });

  it('answers "failed" and logs when the limiter cannot count', async () => {
    const d = deps();
    vi.spyOn(d.limiter, 'attempt').mockRejectedValue(new Error('limiter broke'));
    expect(await attempt(d, coordinator.memberId, COORDINATOR_CODE)).toEqual({ ok: false, code: 'failed' });
    expect(d.readTeamMembers).not.toHaveBeenCalled();
    expect(d.log).toHaveBeenCalledWith(LOGIN_MESSAGES.failed, 'limiter broke');
  });
});

describe('secretsMatch', () => {
  it('matches equal strings only, whatever their lengths', () => {
    expect(secretsMatch('9431152640', '9431152640')).toBe(true);
    expect(secretsMatch('9431152640', '9431152641')).toBe(false);
    expect(secretsMatch('943115264', '9431152640')).toBe(false);
    expect(secretsMatch('', '')).toBe(true);
    expect(secretsMatch('', '9431152640')).toBe(false);
  });

  it('compares in constant time: timingSafeEqual on two 32-byte SHA-256 digests', () => {
    timingSafeEqual.mockClear();
    secretsMatch('a', 'a much longer stored value');
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    const [given, stored] = timingSafeEqual.mock.calls[0] ?? [];
    expect(given).toHaveLength(32);
    expect(stored).toHaveLength(32);
  });
});

describe('after the member has chosen a password of their own', () => {
  it('refuses the WhatsApp number as "Invalid password" and issues no ticket', async () => {
    const d = deps({ secrets: { '-demo-coordinator': await ownSecret() } });
    expect(await attempt(d, coordinator.memberId, coordinator.whatsapp)).toEqual({ ok: false, code: 'wrongPassword' });
    expect(d.tickets.issue).not.toHaveBeenCalled();
    expect(d.openSession).not.toHaveBeenCalled();
  });

  it('answers "failed", not the number\'s way in, when the stored record cannot be read', async () => {
    const d = deps({ secrets: { '-demo-coordinator': { algorithm: 'md5', hash: 'x' } } });
    expect(await attempt(d, coordinator.memberId, coordinator.whatsapp)).toEqual({ ok: false, code: 'failed' });
    expect(d.tickets.issue).not.toHaveBeenCalled();
  });

  it('counts a wrong password against the member like any other guess', async () => {
    const d = deps({ secrets: { '-demo-coordinator': await ownSecret() } });
    for (let i = 0; i < 5; i++) await attempt(d, 'RYF001', coordinator.whatsapp, `198.51.101.${i}`);
    expect(await attempt(d, 'RYF001', OWN_PASSWORD, '198.51.101.99')).toMatchObject({ code: 'tooManyAttempts' });
  });
});
