import type { AttemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { LOGIN_MESSAGES, type LoginErrorCode } from './auth';
import type { SignedInMember } from './member';
import { secretsMatch, teamMembersFrom } from './members';

export interface SignInDeps {
  /** Reads the whole teamMembers node with the server's credential. */
  readTeamMembers: () => Promise<unknown>;
  /** A Firebase custom token for uid carrying the claims the database rules read. */
  mintToken: (uid: string, claims: Record<string, string>) => Promise<string>;
  limiter: AttemptLimiter;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

export type SignInResult =
  { ok: true; token: string; member: SignedInMember } | { ok: false; code: LoginErrorCode; retryAfterMs?: number };

export const memberKey = (memberId: string) => `member:${memberId.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

/**
 * Checks a member ID and password against teamMembers and, when they match, mints the token the
 * browser signs in with. A blocked ID or address is answered before anything is read.
 */
export async function signIn(
  { memberId, password, address }: { memberId: string; password: string; address: string },
  { readTeamMembers, mintToken, limiter, now = Date.now, log = console.error }: SignInDeps,
): Promise<SignInResult> {
  const keys = [memberKey(memberId), addressKey(address)];
  const waitMs = Math.max(...(await Promise.all(keys.map((key) => limiter.blockedFor(key, now())))));
  if (waitMs > 0) return { ok: false, code: 'tooManyAttempts', retryAfterMs: waitMs };

  const failed = async (code: 'unknownId' | 'wrongPassword'): Promise<SignInResult> => {
    await Promise.all(keys.map((key) => limiter.recordFailure(key, now())));
    return { ok: false, code };
  };

  try {
    const members = teamMembersFrom(await readTeamMembers());
    if (members.length === 0) return { ok: false, code: 'noMembers' };
    const member = members.find((m) => m.memberId === memberId.trim());
    if (!member) {
      // Compare anyway, so an unknown ID takes as long as a known one.
      secretsMatch(password, '');
      return await failed('unknownId');
    }
    if (!secretsMatch(password, member.whatsapp)) return await failed('wrongPassword');
    await limiter.clear(keys[0] ?? '');
    const profile: SignedInMember = { memberId: member.memberId, name: member.name, role: member.role };
    const token = await mintToken(`team-${member.key}`.slice(0, 128), {
      role: member.role,
      memberId: member.memberId,
      memberName: member.name,
    });
    return { ok: true, token, member: profile };
  } catch (error) {
    // The error is the database's or the token service's; the password is never part of it.
    log(LOGIN_MESSAGES.failed, error instanceof Error ? error.message : error);
    return { ok: false, code: 'failed' };
  }
}
