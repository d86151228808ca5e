import { limitKeyForAddress } from '@/lib/http/address-key';
import type { AttemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { LOGIN_MESSAGES, type LoginErrorCode } from './auth';
import type { EnrolmentTickets } from './enrolment-tickets';
import type { SignedInMember } from './member';
import { secretsMatch, teamMembersFrom, type TeamMemberRecord } from './members';
import { storedPasswordFrom, verifyPassword } from './password-hash';

export interface SignInDeps {
  /** Reads the whole teamMembers node with the server's credential. */
  readTeamMembers: () => Promise<unknown>;
  /** Reads teamSecrets/<record key>: the member's own password hash, or null before they chose one. */
  readSecret: (memberKey: string) => Promise<unknown>;
  /** Opens a session for the member and answers the token naming it. */
  openSession: (member: TeamMemberRecord) => Promise<{ token: string; member: SignedInMember }>;
  /** Uses up the member's invitation when `typed` is its code (see redeemInvitation). */
  redeemInvitation: (memberKey: string, typed: string) => Promise<boolean>;
  tickets: Pick<EnrolmentTickets, 'issue'>;
  limiter: AttemptLimiter;
  log?: (message: string, error: unknown) => void;
}

export interface SignInInput {
  memberId: string;
  password: string;
  address: string;
  /** The nonce of the member's valid device cookie, when the request carried one (./device-cookie.ts). */
  device?: string;
}

export type SignInResult =
  | { ok: true; token: string; member: SignedInMember }
  | { ok: false; code: 'choosePassword'; enrolment: string }
  | { ok: false; code: LoginErrorCode; retryAfterMs?: number };

export const memberKey = (memberId: string) => `member:${memberId.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${limitKeyForAddress(address)}`;

/**
 * Checks a member ID and password against teamMembers and, when they match, mints the token the
 * browser signs in with. Each attempt is counted before anything is read, and one over a limit
 * is answered without reading; a device the member signed in on before is counted on its own
 * (lib/rate-limit/attempt-limiter.ts).
 *
 * A member who has chosen a password signs in with it alone. Before that (a first sign-in, or
 * after a reset) only the invitation code a Coordinator made for them opens anything, and not a
 * session: it earns an enrolment ticket to choose a password with. Whatever else is typed then,
 * the WhatsApp number included, gets the same answer: ask the Coordinator for a code.
 */
export async function signIn(
  { memberId, password, address, device }: SignInInput,
  { readTeamMembers, readSecret, openSession, redeemInvitation, tickets, limiter, log = console.error }: SignInDeps,
): Promise<SignInResult> {
  try {
    const verdict = await limiter.attempt({ target: memberKey(memberId), source: addressKey(address), device });
    if (!verdict.allowed) return { ok: false, code: 'tooManyAttempts', retryAfterMs: verdict.retryAfterMs };

    // A database that does not answer, or holds no members, checked no password: not a guess.
    const notChecked = async (error: unknown) => {
      await verdict.notChecked();
      throw error;
    };
    const stored = await readTeamMembers().catch(notChecked);
    const members = teamMembersFrom(stored);
    if (members.length === 0) {
      await verdict.notChecked();
      return { ok: false, code: 'noMembers' };
    }
    // A wrong ID or password keeps its counted attempt.
    const member = members.find((m) => m.memberId === memberId.trim());
    if (!member) {
      // Compare anyway, so an unknown ID takes as long as a known one.
      secretsMatch(password, '');
      return { ok: false, code: 'unknownId' };
    }
    const secret = await readSecret(member.key).catch(notChecked);
    if (secret !== null && secret !== undefined) {
      const own = storedPasswordFrom(secret);
      // A record this server cannot read is a fault to fix, not a reason to fall back to the number.
      if (!own) throw new Error(`The password record of ${member.memberId} cannot be read`);
      if (!(await verifyPassword(password, own))) return { ok: false, code: 'wrongPassword' };
      await verdict.succeeded();
      return { ok: true, ...(await openSession(member)) };
    }
    if (!(await redeemInvitation(member.key, password).catch(notChecked)))
      return { ok: false, code: 'needsInvitation' };
    await verdict.succeeded();
    const enrolment = await tickets.issue({ memberKey: member.key, memberId: member.memberId });
    return { ok: false, code: 'choosePassword', enrolment };
  } catch (error) {
    // The error is the limiter's, the database's or the token service's; the password is never part of it.
    log(LOGIN_MESSAGES.failed, error instanceof Error ? error.message : error);
    return { ok: false, code: 'failed' };
  }
}
