import { cookieValue, settingCookie } from '@/lib/http/setting-cookie';

/**
 * "Save data": news articles without pictures, and nothing fetched ahead of a click. The reader's
 * stored choice wins; without one, it follows the browser's own data saver: the `Save-Data: on`
 * request header on the server, `navigator.connection.saveData` in the browser.
 *
 * The choice is kept twice under one name: in localStorage for the browser, and in a cookie so the
 * server can render /news without pictures from the first byte.
 */

/** The localStorage key and the cookie name. */
export const SAVE_DATA_KEY = 'save_data';

type StoredChoice = 'on' | 'off';

/** The stored value of a choice. */
export const storedChoice = (on: boolean): StoredChoice => (on ? 'on' : 'off');

/** A stored choice ('on' or 'off'); anything else, or nothing, is no choice (null). */
export function parseStoredChoice(raw: string | null | undefined): boolean | null {
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  return null;
}

/**
 * Whether a Save-Data request header asks to save data. Its first token is "on" (in any case);
 * parameters after a ";" are allowed and ignored, and any other token means no.
 */
export function headerAsksToSaveData(header: string | null | undefined): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'on';
}

/** The setting: the stored choice when there is one, else what the browser asks for. */
export function resolveSaveData(stored: boolean | null, browserAsks: boolean): boolean {
  return stored ?? browserAsks;
}

/** The choice in a Cookie header or `document.cookie`; null when it has none (or a bad one). */
export const choiceFromCookies = (cookies: string): boolean | null =>
  parseStoredChoice(cookieValue(cookies, SAVE_DATA_KEY));

/** The cookie that keeps a choice, for `document.cookie` (see settingCookie). */
export const saveDataCookie = (on: boolean, https: boolean): string =>
  settingCookie(SAVE_DATA_KEY, storedChoice(on), https);
