import type { ChangePasswordCode } from './change-password';
import { currentIdToken, withIdToken } from './id-token';

export type ChangePasswordResponse =
  { ok: true } | { ok: false; code: ChangePasswordCode | 'sessionEnded'; retryAfterMinutes?: number };

const KNOWN: readonly string[] = [
  'wrongCurrent',
  'sameAsCurrent',
  'tooManyAttempts',
  'failed',
  'tooShort',
  'tooLong',
  'tooCommon',
  'containsPhone',
  'containsName',
  'containsMemberId',
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
      const body = (await response.json()) as { code?: string };
      if (body.code !== 'wrongCurrent') return { ok: false, code: 'sessionEnded' };
      return { ok: false, code: 'wrongCurrent' };
    }
    const body = (await response.json()) as ChangePasswordResponse;
    if (body.ok === true || KNOWN.includes(body.code)) return body;
  } catch (error) {
    console.error('Changing the password failed', error instanceof Error ? error.message : error);
  }
  return { ok: false, code: 'failed' };
}
