import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyColorScheme } from '@/lib/theme/color-scheme';
import { themeBootScript } from '@/lib/theme/boot-script';
import {
  parseThemeChoice,
  resolveColorScheme,
  storedThemeChoice,
  THEME_CHOICES,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from '@/lib/theme/theme-choice';
import { fakeDarkQuery } from '../support/fake-dark-query';
import { refuseStorage } from '../support/refused-storage';

const root = () => document.documentElement;
const schemeClasses = () => [...root().classList].filter((c) => c === 'light' || c === 'dark');

// Every boot adds its listeners to the one jsdom window; remove them after each test.
const added: [string, EventListenerOrEventListenerObject][] = [];
function runBootScript() {
  const addEventListener = window.addEventListener.bind(window);
  const spy = vi.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
    added.push([type, listener]);
    addEventListener(type, listener);
  });
  new Function(themeBootScript)();
  spy.mockRestore();
}

const otherTabStores = (value: string | null) => {
  if (value === null) window.localStorage.removeItem(THEME_STORAGE_KEY);
  else window.localStorage.setItem(THEME_STORAGE_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: value }));
};

beforeEach(() => {
  root().className = '';
});
afterEach(() => {
  added.splice(0).forEach(([type, listener]) => window.removeEventListener(type, listener));
});

describe('the stored theme choice', () => {
  it('reads the three choices and falls back to the device for anything else', () => {
    for (const choice of THEME_CHOICES) expect(parseThemeChoice(choice)).toBe(choice);
    for (const bad of [null, '', 'Dark', '"dark"', 'system', 'night']) expect(parseThemeChoice(bad)).toBe('device');
  });

  it('round-trips through storage under one key, as the bare word', () => {
    storedThemeChoice.set('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(storedThemeChoice.get()).toBe('dark');
  });

  it('follows the device when storage fails, and says so when saving fails', () => {
    const storage = refuseStorage();
    expect(storedThemeChoice.get()).toBe('device');
    expect(() => storedThemeChoice.set('light')).not.toThrow();
    expect(storage.error).toHaveBeenCalledOnce();
    storage.restore();
  });

  it('resolves device to the device scheme and the others to themselves', () => {
    expect(resolveColorScheme('device', true)).toBe('dark');
    expect(resolveColorScheme('device', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });

  it('puts exactly one scheme class on <html> and keeps the others', () => {
    root().className = 'a11y-high-contrast';
    applyColorScheme(root(), 'dark');
    applyColorScheme(root(), 'light');
    expect(root().className).toBe('a11y-high-contrast light');
  });
});

describe('the pre-paint theme script', () => {
  const cases: [string | null, boolean][] = [...THEME_CHOICES, null, 'purple'].flatMap((stored) => [
    [stored, false] as [string | null, boolean],
    [stored, true] as [string | null, boolean],
  ]);

  it.each(cases)('with %s stored on a device dark=%s, applies what resolveColorScheme says', (stored, dark) => {
    fakeDarkQuery(dark).install();
    if (stored !== null) window.localStorage.setItem(THEME_STORAGE_KEY, stored);
    runBootScript();
    const expected = resolveColorScheme(parseThemeChoice(stored), dark);
    expect(schemeClasses()).toEqual([expected]);
  });

  it('follows the device live while the choice is device, and only then', () => {
    const device = fakeDarkQuery(false);
    device.install();
    runBootScript();
    expect(schemeClasses()).toEqual(['light']);
    device.setDark(true);
    expect(schemeClasses()).toEqual(['dark']);

    storedThemeChoice.set('light' satisfies ThemeChoice);
    device.setDark(false);
    device.setDark(true);
    expect(schemeClasses()).toEqual(['light']);
  });

  it('applies a choice made in another tab', () => {
    fakeDarkQuery(false).install();
    runBootScript();
    otherTabStores('dark');
    expect(schemeClasses()).toEqual(['dark']);
    otherTabStores(null);
    expect(schemeClasses()).toEqual(['light']);
  });

  it('still follows the device when storage throws', () => {
    fakeDarkQuery(true).install();
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    runBootScript();
    getItem.mockRestore();
    expect(schemeClasses()).toEqual(['dark']);
  });

  it('shows light when the browser cannot tell the device scheme', () => {
    Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true });
    runBootScript();
    expect(schemeClasses()).toEqual(['light']);
  });
});
