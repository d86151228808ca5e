import 'server-only';
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { stringifySetCookie } from 'cookie';
import { pictureSigningKey } from '@/lib/env/picture-signing-key';
import { secretsMatch } from '@/lib/security/secrets';

/**
 * A browser where a member signed in before carries a device cookie (OWASP's "device cookie"
 * recipe): a random nonce and an expiry, signed together with the member's ID. Sign-in attempts
 * that present a valid one for the member they name are counted per device
 * (lib/rate-limit/attempt-limiter.ts), so a stranger's wrong guesses never keep the member out of
 * her own phone.
 */
export const DEVICE_COOKIE = 'yuva_device';

/** 180 days: a member who signs in twice a year keeps her device trusted. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** Only the sign-in reads it, so it goes nowhere else. */
const DEVICE_COOKIE_PATH = '/api/team';

const NONCE = /^[A-Za-z0-9_-]{22}$/;
const SECONDS = /^\d{1,12}$/;

/** IDs are matched the way the sign-in matches them (see memberKey in ./sign-in.ts). */
const normalId = (memberId: string) => memberId.trim().toLowerCase();

const mac = (key: Buffer, memberId: string, nonce: string, expires: string) =>
  createHmac('sha256', key)
    .update(`${normalId(memberId)}\n${nonce}\n${expires}`)
    .digest('base64url');

/**
 * The key device cookies are signed with, derived (HKDF) from PICTURE_SIGNING_KEY: a secret every
 * instance already shares and production already requires, while the derived key can sign nothing
 * a picture address would accept, nor the reverse. A demo copy without the setting uses its
 * process's random key, so its devices are strangers again after a restart.
 */
export function deviceCookieKey(source: Record<string, string | undefined> = process.env): Buffer {
  const secret = pictureSigningKey(source);
  if (!secret) throw new Error('No key to sign device cookies with while the site is being built');
  return Buffer.from(hkdfSync('sha256', secret, '', 'yuva team device cookie', 32));
}

/** A new device cookie's value for the member: `<nonce>.<expiry, Unix seconds>.<signature>`. */
export function deviceCookieValue(memberId: string, key: Buffer, now = Date.now()): string {
  const nonce = randomBytes(16).toString('base64url');
  const expires = String(Math.floor(now / 1000) + DEVICE_COOKIE_MAX_AGE_SECONDS);
  return `${nonce}.${expires}.${mac(key, memberId, nonce, expires)}`;
}

/**
 * The device's nonce when `value` is a device cookie this server signed for this member and it has
 * not expired; null for anything else (absent, another member's, altered, expired).
 */
export function trustedDevice(value: string | undefined, memberId: string, key: Buffer, now = Date.now()) {
  const [nonce, expires, signature, ...rest] = (value ?? '').split('.');
  if (!nonce || !expires || !signature || rest.length > 0) return null;
  if (!NONCE.test(nonce) || !SECONDS.test(expires) || Number(expires) * 1000 <= now) return null;
  return secretsMatch(signature, mac(key, memberId, nonce, expires)) ? nonce : null;
}

/**
 * The Set-Cookie header after a successful sign-in: a fresh nonce each time (its failures start at
 * none), script cannot read it, other sites cannot send it, over https only when served over https.
 */
export const deviceSetCookie = (memberId: string, secure: boolean, key = deviceCookieKey()): string =>
  stringifySetCookie({
    name: DEVICE_COOKIE,
    value: deviceCookieValue(memberId, key),
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
