// @vitest-environment node
import { parseSetCookie } from 'cookie';
import { describe, expect, it, vi } from 'vitest';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceCookieKey,
  deviceCookieValue,
  deviceSetCookie,
  trustedDevice,
} from '@/lib/team/device-cookie';

vi.mock('server-only', () => ({}));

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);
const NOW = Date.UTC(2026, 10, 27, 12);
const DAY_MS = 24 * 60 * 60_000;

describe('a device cookie', () => {
  it('is trusted for the member it was signed for, as the nonce it carries', () => {
    const value = deviceCookieValue('RYF001', key, NOW);
    expect(value).toMatch(/^[\w-]{22}\.\d+\.[\w-]{43}$/);
    expect(trustedDevice(value, 'RYF001', key, NOW)).toBe(value.split('.')[0]);
  });

  it('matches the member ID the way the sign-in does (spaces and case aside)', () => {
    const value = deviceCookieValue('RYF001', key, NOW);
    expect(trustedDevice(value, ' ryf001 ', key, NOW)).toBe(value.split('.')[0]);
  });

  it('gets a new random nonce each time', () => {
    const nonces = new Set(Array.from({ length: 20 }, () => deviceCookieValue('RYF001', key, NOW).split('.')[0]));
    expect(nonces.size).toBe(20);
  });

  it("is a stranger's for another member", () => {
    expect(trustedDevice(deviceCookieValue('RYF001', key, NOW), 'RYF002', key, NOW)).toBeNull();
  });

  it('is refused when any part is altered, or it was signed with another key', () => {
    const value = deviceCookieValue('RYF001', key, NOW);
    const [nonce, expires, signature] = value.split('.') as [string, string, string];
    const flip = (text: string) => text.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'));
    for (const altered of [
      `${flip(nonce)}.${expires}.${signature}`,
      `${nonce}.${Number(expires) + DAY_MS / 1000}.${signature}`,
      `${nonce}.${expires}.${flip(signature)}`,
      `${value}.extra`,
      `${nonce}.${expires}`,
      '',
    ]) {
      expect(trustedDevice(altered, 'RYF001', key, NOW), altered).toBeNull();
    }
    expect(trustedDevice(undefined, 'RYF001', key, NOW)).toBeNull();
    expect(trustedDevice(value, 'RYF001', otherKey, NOW)).toBeNull();
  });

  it('is refused once its 180 days are over, even when correctly signed', () => {
    const value = deviceCookieValue('RYF001', key, NOW);
    expect(DEVICE_COOKIE_MAX_AGE_SECONDS).toBe(180 * 24 * 60 * 60);
    expect(trustedDevice(value, 'RYF001', key, NOW + 180 * DAY_MS - 1000)).not.toBeNull();
    expect(trustedDevice(value, 'RYF001', key, NOW + 180 * DAY_MS)).toBeNull();
  });

  it('is set HttpOnly, SameSite=Strict, for /api/team only, for 180 days; Secure over https', () => {
    const cookie = parseSetCookie(deviceSetCookie('RYF001', false, key));
    expect(cookie).toMatchObject({
      name: DEVICE_COOKIE,
      httpOnly: true,
      sameSite: 'strict',
      path: '/api/team',
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
    expect(cookie.secure).toBeFalsy();
    expect(trustedDevice(cookie.value, 'RYF001', key)).not.toBeNull();
    expect(parseSetCookie(deviceSetCookie('RYF001', true, key)).secure).toBe(true);
  });
});

describe('the device cookie key', () => {
  const pictureKey = 'p'.repeat(43);

  it('is derived from PICTURE_SIGNING_KEY: the same on every instance, and not the picture key itself', () => {
    const derived = deviceCookieKey({ PICTURE_SIGNING_KEY: pictureKey });
    expect(derived).toHaveLength(32);
    expect(deviceCookieKey({ PICTURE_SIGNING_KEY: pictureKey }).equals(derived)).toBe(true);
    expect(derived.equals(Buffer.from(pictureKey))).toBe(false);
    expect(deviceCookieKey({ PICTURE_SIGNING_KEY: 'q'.repeat(43) }).equals(derived)).toBe(false);
  });

  it("is the process's own random one on a demo copy without PICTURE_SIGNING_KEY", () => {
    const demo = { NODE_ENV: 'production', DEMO_MODE: '1' };
    expect(deviceCookieKey(demo).equals(deviceCookieKey(demo))).toBe(true);
  });
});
