import type { SignedInMember } from './member';

/** The team sign-in's messages, word for word; the interface shows them in the page's language. */
export const LOGIN_MESSAGES = {
  noMembers: 'No team members found',
  unknownId: 'Member ID not found',
  wrongPassword: 'Invalid password',
  failed: 'Login failed. Please try again.',
} as const;

/** Which failure happened. `tooManyAttempts` comes with the minutes left before the next try. */
export type LoginErrorCode = keyof typeof LOGIN_MESSAGES | 'tooManyAttempts';

/**
 * What POST /api/team/login answers. `choosePassword`: the WhatsApp number was right but the
 * member has no password of their own yet; `enrolment` is the ticket to choose one with.
 */
export type LoginResponse =
  | { ok: true; token: string; member: SignedInMember }
  | { ok: false; code: 'choosePassword'; enrolment: string }
  | { ok: false; code: LoginErrorCode; message: string; retryAfterMinutes?: number };
