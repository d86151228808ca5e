// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
import seed from '@/lib/firebase/seed/database.seed.json';
import { GUESSING_POLICY, memoryAttemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { changeOwnPassword, type ChangePasswordDeps } from '@/lib/team/change-password';
import type { TeamMemberRecord } from '@/lib/team/members';
import { hashPassword, storedPasswordFrom, verifyPassword, type StoredPassword } from '@/lib/team/password-hash';

const FAST = { N: 1024, r: 8, p: 1, keyLength: 32 };
const CURRENT = 'Mango-Season-2026';
const NEW = 'Litchi-River-2027';
const SESSION = 'S'.repeat(22);
const priya: TeamMemberRecord = { key: '-demo-coordinator', ...seed.teamMembers['-demo-coordinator'] };
const keys = { target: 'member:ryf001', source: 'address:203.0.113.7' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 23, 6));
});
afterEach(() => vi.useRealTimers());

async function setUp() {
  const secrets: Record<string, unknown> = { [priya.key]: await hashPassword(CURRENT, FAST) };
  const deps = {
    readSecret: vi.fn(async (key: string): Promise<unknown> => secrets[key] ?? null),
    writeSecret: vi.fn(async (key: string, secret: StoredPassword) => void (secrets[key] = secret)),
    hashPassword: (password: string) => hashPassword(password, FAST),
    endOtherSessions: vi.fn(async () => {}),
    limiter: memoryAttemptLimiter(),
    log: vi.fn(),
  } satisfies ChangePasswordDeps;
  const change = (currentPassword: string, newPassword: string) =>
    changeOwnPassword({ member: priya, sessionId: SESSION, currentPassword, newPassword, limitKeys: keys }, deps);
  return { deps, secrets, change };
}

describe('a member changing their own password', () => {
  it('stores a new hash that verifies, and ends every other session, keeping this one', async () => {
    const { deps, secrets, change } = await setUp();
    expect(await change(CURRENT, NEW)).toEqual({ ok: true });
    const stored = storedPasswordFrom(secrets[priya.key]);
    expect(stored && (await verifyPassword(NEW, stored))).toBe(true);
    expect(stored && (await verifyPassword(CURRENT, stored))).toBe(false);
    expect(deps.endOtherSessions).toHaveBeenCalledTimes(1);
    expect(deps.endOtherSessions).toHaveBeenCalledWith(priya.key, SESSION);
  });

  it('refuses a wrong current password, changing nothing', async () => {
    const { deps, change } = await setUp();
    expect(await change('Not-my-password-1', NEW)).toEqual({ ok: false, code: 'wrongCurrent' });
    expect(deps.writeSecret).not.toHaveBeenCalled();
    expect(deps.endOtherSessions).not.toHaveBeenCalled();
  });

  it('counts wrong current passwords as guesses: after 5 from one address, even the right one is refused there', async () => {
    const { deps, change } = await setUp();
    for (let i = 0; i < 5; i++) expect(await change(`guess-number-${i}`, NEW)).toMatchObject({ code: 'wrongCurrent' });
    deps.readSecret.mockClear();
    expect(await change(CURRENT, NEW)).toEqual({
      ok: false,
      code: 'tooManyAttempts',
      retryAfterMs: GUESSING_POLICY.pair.windowMs,
    });
    // Refused before reading anything.
    expect(deps.readSecret).not.toHaveBeenCalled();
    expect(deps.writeSecret).not.toHaveBeenCalled();
  });

  it('answers tooManyAttempts with the wait when the limiter refuses', async () => {
    const { deps, change } = await setUp();
    vi.spyOn(deps.limiter, 'attempt').mockResolvedValue({ allowed: false, retryAfterMs: 120_000 });
    expect(await change(CURRENT, NEW)).toEqual({ ok: false, code: 'tooManyAttempts', retryAfterMs: 120_000 });
  });

  it('refuses the same password as the current one', async () => {
    const { deps, change } = await setUp();
    expect(await change(CURRENT, CURRENT)).toEqual({ ok: false, code: 'sameAsCurrent' });
    expect(deps.writeSecret).not.toHaveBeenCalled();
  });

  it.each([
    ['short', 'tooShort'],
    ['x'.repeat(129), 'tooLong'],
    ['password12', 'tooCommon'],
    ['MyPriyaKumari#2026', 'containsName'],
    ['Mango-ryf001-2027', 'containsMemberId'],
    [`Rain${seed.teamMembers['-demo-coordinator'].whatsapp}`, 'containsPhone'],
  ] as const)('holds the new password to the rules: %s → %s', async (password, code) => {
    const { deps, change } = await setUp();
    expect(await change(CURRENT, password)).toEqual({ ok: false, code });
    expect(deps.writeSecret).not.toHaveBeenCalled();
    expect(deps.endOtherSessions).not.toHaveBeenCalled();
  });

  it('answers "failed", and logs without either password, when the record cannot be read', async () => {
    const { deps, secrets, change } = await setUp();
    secrets[priya.key] = { algorithm: 'md5', hash: 'x' };
    expect(await change(CURRENT, NEW)).toEqual({ ok: false, code: 'failed' });
    deps.writeSecret.mockRejectedValue(new Error('No answer from the database'));
    secrets[priya.key] = await hashPassword(CURRENT, FAST);
    expect(await change(CURRENT, NEW)).toEqual({ ok: false, code: 'failed' });
    const logged = JSON.stringify(deps.log.mock.calls);
    expect(logged).not.toContain(CURRENT);
    expect(logged).not.toContain(NEW);
    expect(deps.endOtherSessions).not.toHaveBeenCalled();
  });
});
