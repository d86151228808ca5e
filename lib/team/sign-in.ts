import { limitKeyForAddress } from '@/lib/http/address-key';
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
  log?: (message: string, error: unknown) => void;
}

export type SignInResult =
  { ok: true; token: string; member: SignedInMember } | { ok: false; code: LoginErrorCode; retryAfterMs?: number };

export const memberKey = (memberId: string) => `member:${memberId.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${limitKeyForAddress(address)}`;

/**
 * Checks a member ID and password against teamMembers and, when they match, mints the token the
 * browser signs in with. Each attempt is counted before anything is read, and a blocked ID or
 * address is answered without reading.
 */
export async function signIn(
  { memberId, password, address }: { memberId: string; password: string; address: string },
  { readTeamMembers, mintToken, limiter, log = console.error }: SignInDeps,
): Promise<SignInResult> {
  const keys = { target: memberKey(memberId), source: addressKey(address) };
  try {
    const verdict = await limiter.attempt(keys);
    if (!verdict.allowed) return { ok: false, code: 'tooManyAttempts', retryAfterMs: verdict.retryAfterMs };

    // A database that does not answer, or holds no members, checked no password: not a guess.
    const stored = await readTeamMembers().catch(async (error: unknown) => {
      await limiter.notChecked(keys);
      throw error;
    });
    const members = teamMembersFrom(stored);
    if (members.length === 0) {
      await limiter.notChecked(keys);
      return { ok: false, code: 'noMembers' };
    }
    // A wrong ID or password keeps its counted attempt.
    const member = members.find((m) => m.memberId === memberId.trim());
    if (!member) {
      // Compare anyway, so an unknown ID takes as long as a known one.
      secretsMatch(password, '');
      return { ok: false, code: 'unknownId' };
    }
    if (!secretsMatch(password, member.whatsapp)) return { ok: false, code: 'wrongPassword' };
    await limiter.succeeded(keys);
    const profile: SignedInMember = { memberId: member.memberId, name: member.name, role: member.role };
    const token = await mintToken(`team-${member.key}`.slice(0, 128), {
      role: member.role,
      memberId: member.memberId,
      memberName: member.name,
    });
    return { ok: true, token, member: profile };
  } catch (error) {
    // The error is the limiter's, the database's or the token service's; the password is never part of it.
    log(LOGIN_MESSAGES.failed, error instanceof Error ? error.message : error);
    return { ok: false, code: 'failed' };
  }
}
