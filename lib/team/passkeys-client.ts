import type { LoginResponse } from './auth';
import { withIdToken } from './id-token';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { AddPasskeyError, PasskeyListEntry, PasskeySignInError } from './passkeys-types';

/**
 * The browser's side of passkeys: the team routes, and the browser's WebAuthn prompt through
 * SimpleWebAuthn, which is loaded only when a member asks for a passkey (no page carries it).
 */
const webAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser can make and use passkeys at all; the passkey buttons are hidden otherwise. */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

const json = (idToken: string, init: RequestInit = {}): RequestInit =>
  withIdToken(idToken, { ...init, headers: { ...init.headers, 'Content-Type': 'application/json' } });

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
  cache: 'no-store',
});

/** The member closed the prompt or chose no passkey: not an error to report, only to say. */
const isCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** The options routes' answer: the challenge's id and what the browser's prompt is given. */
type ChallengeAnswer<Options> =
  { ok: true; challengeId: string; options: Options } | { ok: false; code?: string; retryAfterMinutes?: number };

export async function fetchPasskeys(idToken: string): Promise<PasskeyListEntry[]> {
  const response = await fetch('/api/team/passkeys', json(idToken));
  const body = (await response.json()) as { ok: boolean; passkeys?: PasskeyListEntry[] };
  if (!response.ok || !body.ok || !Array.isArray(body.passkeys)) throw new Error(`Passkeys: ${response.status}`);
  return body.passkeys;
}

export type AddPasskeyOutcome = { ok: true } | { ok: false; code: AddPasskeyError | 'cancelled' | 'failed' };

/** Makes a passkey on this device (the browser's prompt) and adds it to the member's, under `name`. */
export async function addPasskey(idToken: string, name: string): Promise<AddPasskeyOutcome> {
  const start = await fetch('/api/team/passkeys/registration-options', json(idToken, { method: 'POST' }));
  const options = (await start.json()) as ChallengeAnswer<PublicKeyCredentialCreationOptionsJSON>;
  if (!start.ok || !options.ok) return { ok: false, code: 'failed' };
  const { startRegistration } = await webAuthn();
  let response;
  try {
    response = await startRegistration({
      optionsJSON: options.options,
    });
  } catch (error) {
    // A passkey this device already holds for the member is refused by the browser as well.
    return {
      ok: false,
      code:
        isCancelled(error) || (error instanceof Error && error.name === 'InvalidStateError') ? 'cancelled' : 'failed',
    };
  }
  const saved = await fetch(
    '/api/team/passkeys',
    json(idToken, { method: 'POST', body: JSON.stringify({ challengeId: options.challengeId, name, response }) }),
  );
  const body = (await saved.json()) as { ok: boolean; code?: AddPasskeyError };
  if (body.ok) return { ok: true };
  return { ok: false, code: body.code ?? 'failed' };
}

export async function renamePasskey(idToken: string, id: string, name: string): Promise<void> {
  const response = await fetch(
    `/api/team/passkeys/${encodeURIComponent(id)}`,
    json(idToken, { method: 'PATCH', body: JSON.stringify({ name }) }),
  );
  if (!response.ok) throw new Error(`Rename passkey: ${response.status}`);
}

export async function removePasskey(idToken: string, id: string): Promise<void> {
  const response = await fetch(`/api/team/passkeys/${encodeURIComponent(id)}`, json(idToken, { method: 'DELETE' }));
  if (!response.ok) throw new Error(`Remove passkey: ${response.status}`);
}

export type PasskeySignInOutcome =
  | Extract<LoginResponse, { ok: true }>
  | { ok: false; code: PasskeySignInError | 'cancelled' | 'tooManyAttempts'; retryAfterMinutes?: number };

const SIGN_IN_CODES: readonly string[] = ['passkeyExpired', 'passkeyUnknown', 'tooManyAttempts'];
const isSignInCode = (code: unknown): code is Exclude<PasskeySignInOutcome, { ok: true }>['code'] =>
  typeof code === 'string' && SIGN_IN_CODES.includes(code);

/** A refusal the form can say, or the generic failure for anything else (a 403 for another origin, a 5xx). */
const refusal = (body: { code?: unknown; retryAfterMinutes?: unknown }): PasskeySignInOutcome => {
  const minutes = typeof body.retryAfterMinutes === 'number' ? body.retryAfterMinutes : undefined;
  return { ok: false, code: isSignInCode(body.code) ? body.code : 'failed', retryAfterMinutes: minutes };
};

/**
 * Signs in with a passkey this device holds: the browser asks the member to choose one and unlock
 * it (fingerprint, face or screen lock), the server checks it. Succeeds with what a password
 * sign-in answers, so the form opens the session the same way.
 */
export async function signInWithPasskey(): Promise<PasskeySignInOutcome> {
  try {
    const start = await fetch('/api/team/passkeys/authentication-options', post({}));
    const options = (await start.json()) as ChallengeAnswer<PublicKeyCredentialRequestOptionsJSON>;
    if (!options.ok) return refusal(options);
    const { startAuthentication } = await webAuthn();
    let response;
    try {
      response = await startAuthentication({
        optionsJSON: options.options,
      });
    } catch (error) {
      return { ok: false, code: isCancelled(error) ? 'cancelled' : 'failed' };
    }
    const answer = await fetch('/api/team/passkeys/sign-in', post({ challengeId: options.challengeId, response }));
    const body = (await answer.json()) as PasskeySignInOutcome;
    if (body.ok) return typeof body.token === 'string' ? body : { ok: false, code: 'failed' };
    return refusal(body);
  } catch (error) {
    console.error('Passkey sign-in failed', error instanceof Error ? error.message : error);
  }
  return { ok: false, code: 'failed' };
}
