import { LOGIN_MESSAGES, type LoginErrorCode, type LoginResponse } from './auth';

const KNOWN_CODES: readonly string[] = [...Object.keys(LOGIN_MESSAGES), 'tooManyAttempts'] satisfies string[];
const isKnown = (code: unknown): code is LoginErrorCode => typeof code === 'string' && KNOWN_CODES.includes(code);
const isEnrolment = (body: LoginResponse): boolean =>
  body.ok === false && body.code === 'choosePassword' && typeof body.enrolment === 'string';

/** Sends the sign-in form to the server; a network failure reads as the generic failure. */
export async function requestLogin(memberId: string, password: string): Promise<LoginResponse> {
  try {
    const response = await fetch('/api/team/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ memberId, password }),
      cache: 'no-store',
    });
    const body = (await response.json()) as LoginResponse;
    if (body.ok === true || isKnown(body.code) || isEnrolment(body)) return body;
  } catch (error) {
    console.error(LOGIN_MESSAGES.failed, error instanceof Error ? error.message : error);
  }
  return { ok: false, code: 'failed', message: LOGIN_MESSAGES.failed };
}
