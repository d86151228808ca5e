import type { AttemptKeys, AttemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { serverPasswordProblem } from './common-passwords';
import type { TeamMemberRecord } from './members';
import { storedPasswordFrom, verifyPassword, type StoredPassword } from './password-hash';
import type { PasswordProblem } from './password-rules';

export interface ChangePasswordDeps {
  readSecret: (memberKey: string) => Promise<unknown>;
  writeSecret: (memberKey: string, secret: StoredPassword) => Promise<void>;
  hashPassword: (password: string) => Promise<StoredPassword>;
  /** Every session of the member but the one asking. */
  endOtherSessions: (memberKey: string, keep: string) => Promise<void>;
  /** The sign-in's own limiter: the current password is guessed at here as much as there. */
  limiter: AttemptLimiter;
  log?: (message: string, error: unknown) => void;
}

export type ChangePasswordCode = 'wrongCurrent' | 'sameAsCurrent' | 'tooManyAttempts' | 'failed' | PasswordProblem;

export type ChangePasswordResult = { ok: true } | { ok: false; code: ChangePasswordCode; retryAfterMs?: number };

/**
 * A signed-in member changes their own password: the current one is asked again (a session left
 * open is not enough to take over the account), the new one meets every rule, and every other
 * session of theirs ends, so a phone or a tab left signed in elsewhere is signed out.
 */
export async function changeOwnPassword(
  {
    member,
    sessionId,
    currentPassword,
    newPassword,
    limitKeys,
  }: {
    member: TeamMemberRecord;
    sessionId: string;
    currentPassword: string;
    newPassword: string;
    limitKeys: AttemptKeys;
  },
  { readSecret, writeSecret, hashPassword, endOtherSessions, limiter, log = console.error }: ChangePasswordDeps,
): Promise<ChangePasswordResult> {
  try {
    const verdict = await limiter.attempt(limitKeys);
    if (!verdict.allowed) return { ok: false, code: 'tooManyAttempts', retryAfterMs: verdict.retryAfterMs };
    const stored = await readSecret(member.key).catch(async (error: unknown) => {
      await verdict.notChecked();
      throw error;
    });
    const own = storedPasswordFrom(stored);
    if (!own) throw new Error(`The password record of ${member.memberId} cannot be read`);
    if (!(await verifyPassword(currentPassword, own))) return { ok: false, code: 'wrongCurrent' };
    await verdict.succeeded();
    if (newPassword === currentPassword) return { ok: false, code: 'sameAsCurrent' };
    const problem = serverPasswordProblem(newPassword, {
      memberId: member.memberId,
      phone: member.whatsapp,
      name: member.name,
    });
    if (problem) return { ok: false, code: problem };
    await writeSecret(member.key, await hashPassword(newPassword));
    await endOtherSessions(member.key, sessionId);
    return { ok: true };
  } catch (error) {
    log('Changing a password failed', error instanceof Error ? error.message : error);
    return { ok: false, code: 'failed' };
  }
}
