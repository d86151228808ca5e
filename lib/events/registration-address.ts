/**
 * A registration's address as the browser and the door's scanner read it: its secret, and the
 * entry it names in the event's roster. No Node modules: the team's phone runs this.
 */

/** 43 characters of base64url: 256 bits. */
export const REGISTRATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isRegistrationToken = (value: string) => REGISTRATION_TOKEN_PATTERN.test(value);

/**
 * The token in a registration page's address, as the team's scanner reads it from the QR code:
 * any language, any host (the door checks the event itself).
 */
export function tokenFromRegistrationUrl(text: string): { slug: string; token: string } | null {
  const match = /\/blog\/([^/?#]+)\/registration\/([A-Za-z0-9_-]{43})(?:[/?#]|$)/.exec(text.trim());
  return match?.[1] && match[2] ? { slug: match[1], token: match[2] } : null;
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The key of a registration in its event's roster: a hash of its secret, so the roster never holds the secret. */
export async function entryIdOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`entry:${token}`));
  return base64url(digest).slice(0, 32);
}
