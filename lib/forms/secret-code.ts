/**
 * The secret code that lets the person who sent an anonymous complaint check its status later.
 * The browser makes it and stores only a hash of it with the complaint; the server hashes what the
 * person types the same way and compares. Uses the Web Crypto API, which browsers and Node (20
 * and later) both have on globalThis.crypto.
 */

/** No 0/O, 1/I/L: letters and digits that cannot be mistaken for one another when copied by hand. */
export const SECRET_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SECRET_CODE_LENGTH = 6;

export const SECRET_CODE_PATTERN = new RegExp(`^[${SECRET_CODE_ALPHABET}]{${SECRET_CODE_LENGTH}}$`);

/** A code as typed: spaces and dashes dropped, capital letters (people copy codes loosely). */
export const normalizeSecretCode = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

// Random bytes at or above this are thrown away, so every letter is equally likely (256 is not a
// multiple of the alphabet's length).
const FAIR_LIMIT = 256 - (256 % SECRET_CODE_ALPHABET.length);

export function newSecretCode(): string {
  let code = '';
  while (code.length < SECRET_CODE_LENGTH) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(SECRET_CODE_LENGTH * 2))) {
      if (byte < FAIR_LIMIT && code.length < SECRET_CODE_LENGTH) {
        code += SECRET_CODE_ALPHABET[byte % SECRET_CODE_ALPHABET.length];
      }
    }
  }
  return code;
}

/**
 * Lowercase hex SHA-256 of `reference:code`. The reference is part of it so that one code's hash
 * says nothing about another complaint's.
 */
export async function secretHashOf(reference: string, code: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${reference}:${code}`);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new code for a complaint and the hash to store with it. */
export async function newComplaintSecret(reference: string): Promise<{ code: string; hash: string }> {
  const code = newSecretCode();
  return { code, hash: await secretHashOf(reference, code) };
}
