import type { ChangePasswordCode } from './change-password';
import { currentIdToken, withIdToken } from './id-token';
import { PASSWORD_PROBLEMS } from './password-rules';

export type ChangePasswordResponse =
  { ok: true } | { ok: false; code: ChangePasswordCode | 'sessionEnded'; retryAfterMinutes?: number };

const KNOWN: readonly string[] = [
  'wrongCurrent',
  'sameAsCurrent',
  'tooManyAttempts',
  'failed',
  ...PASSWORD_PROBLEMS,
] satisfies ChangePasswordCode[];

/** Sends the member's current and new password; a network failure reads as "failed". */
export async function requestChangePassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<ChangePasswordResponse> {
  try {
    const response = await fetch(
      '/api/team/password/change',
      withIdToken(await currentIdToken(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
      }),
    );
    if (response.status === 401 || response.status === 403) {
      // Only the route's own answer says the current password was wrong; any other refusal (or a
      // proxy's page) means the session is gone.
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      return { ok: false, code: body.code === 'wrongCurrent' ? 'wrongCurrent' : 'sessionEnded' };
    }
    const body = (await response.json()) as ChangePasswordResponse;
    if (body.ok === true || KNOWN.includes(body.code)) return body;
  } catch (error) {
    console.error('Changing the password failed', error instanceof Error ? error.message : error);
  }
  return { ok: false, code: 'failed' };
}
