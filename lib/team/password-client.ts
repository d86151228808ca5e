import type { ChoosePasswordCode } from './choose-password';
import type { SignedInMember } from './member';
import { PASSWORD_PROBLEMS } from './password-rules';

export type ChoosePasswordResponse =
  { ok: true; token: string; member: SignedInMember } | { ok: false; code: ChoosePasswordCode | 'tooManyAttempts' };

const KNOWN: readonly string[] = [
  'invalidTicket',
  'alreadyChosen',
  'failed',
  'tooManyAttempts',
  ...PASSWORD_PROBLEMS,
] satisfies (ChoosePasswordCode | 'tooManyAttempts')[];

/** Sends the chosen password with the enrolment ticket; a network failure reads as "failed". */
export async function requestChoosePassword(input: {
  memberId: string;
  ticket: string;
  password: string;
}): Promise<ChoosePasswordResponse> {
  try {
    const response = await fetch('/api/team/password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
      cache: 'no-store',
    });
    const body = (await response.json()) as ChoosePasswordResponse;
    if (body.ok === true ? typeof body.token === 'string' : KNOWN.includes(body.code)) return body;
  } catch (error) {
    console.error('Choosing a password failed', error instanceof Error ? error.message : error);
  }
  return { ok: false, code: 'failed' };
}
