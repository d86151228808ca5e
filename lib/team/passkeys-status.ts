import type { PasskeyChangeError } from './passkeys';
import type { AddPasskeyError, PasskeySignInError } from './passkeys-types';

/** How the passkey routes answer each refusal. */
export const PASSKEY_STATUS: Record<AddPasskeyError | PasskeyChangeError | PasskeySignInError | 'wrongOrigin', number> =
  {
    expired: 400,
    rejected: 400,
    tooMany: 409,
    notFound: 404,
    passkeyExpired: 400,
    passkeyUnknown: 401,
    failed: 503,
    // The page asking is not this site (see passkeys-relying-party.ts).
    wrongOrigin: 403,
  };

export const NO_STORE = { 'Cache-Control': 'no-store' };
