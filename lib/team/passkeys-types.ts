/**
 * What the browser and the server share about passkeys, without the server's WebAuthn library:
 * the workspace's passkey panel and the login form import this.
 */

export const PASSKEY_NAME_MAX_LENGTH = 60;

/** What the member sees of a passkey: never its key. Times in milliseconds since 1970. */
export interface PasskeyListEntry {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** Why a passkey was not added: the challenge ran out, the browser's answer failed the check, or the member has the most. */
export type AddPasskeyError = 'expired' | 'rejected' | 'tooMany';

/** Why a passkey signed nobody in; the sign-in form says it in the page's language. */
export type PasskeySignInError = 'passkeyExpired' | 'passkeyUnknown' | 'failed';
