import { parseCookie, stringifySetCookie } from 'cookie';

/** A year, in seconds: a reader's setting is meant to last. */
export const SETTING_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * The cookie a browser script writes (`document.cookie`) to keep one of the reader's settings
 * where the server can read it: the whole site, a year, not sent along from other sites, and
 * over https only when `secure`.
 */
export const settingCookie = (name: string, value: string, secure: boolean): string =>
  stringifySetCookie({ name, value, path: '/', maxAge: SETTING_COOKIE_MAX_AGE, sameSite: 'lax', secure });

/** One cookie's (decoded) value in a Cookie header or `document.cookie`; undefined when absent. */
export const cookieValue = (cookies: string, name: string): string | undefined => parseCookie(cookies)[name];
