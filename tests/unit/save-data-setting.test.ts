// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  choiceFromCookies,
  headerAsksToSaveData,
  parseStoredChoice,
  resolveSaveData,
  SAVE_DATA_KEY,
  saveDataCookie,
} from '@/lib/save-data/setting';

describe('the stored Save data choice', () => {
  it('reads on and off', () => {
    expect(parseStoredChoice('on')).toBe(true);
    expect(parseStoredChoice('off')).toBe(false);
  });

  it.each([null, undefined, '', 'ON', 'true', '1', ' on', 'yes'])('treats %j as no choice', (raw) => {
    expect(parseStoredChoice(raw)).toBeNull();
  });
});

describe('the Save-Data request header', () => {
  it.each(['on', 'On', ' ON ', 'on; foo', 'on;'])('%j asks to save data', (header) => {
    expect(headerAsksToSaveData(header)).toBe(true);
  });

  it.each([null, undefined, '', 'off', 'onn', 'yes', '1', 'foo; on'])('%j does not', (header) => {
    expect(headerAsksToSaveData(header)).toBe(false);
  });
});

describe('the setting', () => {
  it('is off with no stored choice and nothing asked', () => {
    expect(resolveSaveData(null, false)).toBe(false);
  });

  it('is on with no stored choice when the browser asks', () => {
    expect(resolveSaveData(null, true)).toBe(true);
  });

  it('follows the stored choice whatever the browser asks', () => {
    expect(resolveSaveData(false, true)).toBe(false);
    expect(resolveSaveData(true, false)).toBe(true);
  });
});

describe('the cookie', () => {
  it('keeps the choice for the whole site for a year, same-site, secure only on https', () => {
    expect(saveDataCookie(true, false)).toBe(`${SAVE_DATA_KEY}=on; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(saveDataCookie(false, true)).toBe(`${SAVE_DATA_KEY}=off; Max-Age=31536000; Path=/; Secure; SameSite=Lax`);
  });

  it('is found among other cookies and read back', () => {
    expect(choiceFromCookies(`NEXT_LOCALE=hi; ${SAVE_DATA_KEY}=on; other=1`)).toBe(true);
    expect(choiceFromCookies(`${SAVE_DATA_KEY}=off`)).toBe(false);
  });

  it('gives no choice when it is missing or holds a bad value', () => {
    expect(choiceFromCookies('')).toBeNull();
    expect(choiceFromCookies('NEXT_LOCALE=hi')).toBeNull();
    expect(choiceFromCookies(`${SAVE_DATA_KEY}=maybe`)).toBeNull();
    expect(choiceFromCookies(`x${SAVE_DATA_KEY}=on`)).toBeNull();
  });
});
