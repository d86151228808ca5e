import type { SignedInMember } from './member';

/**
 * The team sign-in's messages (the first four word for word as the site has always said them); the
 * interface shows them in the page's language. `needsInvitation` answers a member with no password
 * yet, whatever they typed, so it never tells whether a number or a guess was right.
 */
export const LOGIN_MESSAGES = {
  noMembers: 'No team members found',
  unknownId: 'Member ID not found',
  wrongPassword: 'Invalid password',
  failed: 'Login failed. Please try again.',
  needsInvitation:
    'You have no password yet. Ask the Coordinator for an invitation code and type it in the password field.',
} as const;

/** Which failure happened. `tooManyAttempts` comes with the minutes left before the next try. */
export type LoginErrorCode = keyof typeof LOGIN_MESSAGES | 'tooManyAttempts';

/**
 * What POST /api/team/login answers. `choosePassword`: the invitation code was right and the
 * member has no password of their own yet; `enrolment` is the ticket to choose one with.
 */
export type LoginResponse =
  | { ok: true; token: string; member: SignedInMember }
  | { ok: false; code: 'choosePassword'; enrolment: string }
  | { ok: false; code: LoginErrorCode; message: string; retryAfterMinutes?: number };
