import { beforeEach, describe, expect, it } from 'vitest';
import { accessibilityBootScript } from '@/lib/accessibility/boot-script';
import {
  applySettings,
  DEFAULT_SETTINGS,
  FONT_SCALE,
  HIGH_CONTRAST_CLASS,
  parseSettings,
  STORAGE_KEY,
  storedAccessibilitySettings,
  type AccessibilitySettings,
} from '@/lib/accessibility/settings';
import { refuseStorage } from '../support/refused-storage';

function resetDocument() {
  document.documentElement.removeAttribute('style');
  document.documentElement.className = '';
  document.body.className = '';
}

const runBootScript = () => new Function(accessibilityBootScript)();

const cases: [string, AccessibilitySettings][] = [
  ['small text', { ...DEFAULT_SETTINGS, fontSize: 'small' }],
  ['large text, high contrast', { ...DEFAULT_SETTINGS, fontSize: 'large', highContrast: true }],
  ['deuteranopia', { ...DEFAULT_SETTINGS, colorMode: 'deuteranopia' }],
  ['protanopia', { ...DEFAULT_SETTINGS, colorMode: 'protanopia' }],
  ['tritanopia', { ...DEFAULT_SETTINGS, colorMode: 'tritanopia' }],
  ['defaults', DEFAULT_SETTINGS],
];

describe('accessibility settings', () => {
  beforeEach(resetDocument);

  it('uses the spec scales and defaults', () => {
    expect(FONT_SCALE).toEqual({ small: 90, normal: 100, large: 120 });
    expect(DEFAULT_SETTINGS).toEqual({
      fontSize: 'normal',
      highContrast: false,
      colorMode: 'normal',
      screenReader: false,
    });
  });

  it('scales the root font size to 90%, 100% and 120%', () => {
    applySettings(document, { ...DEFAULT_SETTINGS, fontSize: 'small' });
    expect(document.documentElement.style.fontSize).toBe('90%');
    applySettings(document, { ...DEFAULT_SETTINGS, fontSize: 'large' });
    expect(document.documentElement.style.fontSize).toBe('120%');
    applySettings(document, DEFAULT_SETTINGS);
    // Normal leaves the browser's own default (100%) in place.
    expect(document.documentElement.style.fontSize).toBe('');
  });

  it('turns high contrast on and off', () => {
    applySettings(document, { ...DEFAULT_SETTINGS, highContrast: true });
    expect(document.documentElement).toHaveClass(HIGH_CONTRAST_CLASS);
    applySettings(document, DEFAULT_SETTINGS);
    expect(document.documentElement).not.toHaveClass(HIGH_CONTRAST_CLASS);
  });

  it('adds exactly one matching color-mode class to the body', () => {
    applySettings(document, { ...DEFAULT_SETTINGS, colorMode: 'protanopia' });
    expect(document.body.className).toBe('protanopia');
    applySettings(document, { ...DEFAULT_SETTINGS, colorMode: 'tritanopia' });
    expect(document.body.className).toBe('tritanopia');
    applySettings(document, DEFAULT_SETTINGS);
    expect(document.body.className).toBe('');
  });

  it('keeps valid stored fields and defaults the rest', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('"large"')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings(JSON.stringify({ fontSize: 'huge', highContrast: 'yes', colorMode: 'tritanopia' }))).toEqual({
      ...DEFAULT_SETTINGS,
      colorMode: 'tritanopia',
    });
  });

  it('round-trips through storage', () => {
    const settings: AccessibilitySettings = {
      fontSize: 'large',
      highContrast: true,
      colorMode: 'deuteranopia',
      screenReader: true,
    };
    storedAccessibilitySettings.set(settings);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '')).toEqual(settings);
    expect(storedAccessibilitySettings.get()).toEqual(settings);
  });

  it('falls back to defaults when storage fails, and logs a refused save', () => {
    const storage = refuseStorage();
    expect(storedAccessibilitySettings.get()).toEqual(DEFAULT_SETTINGS);
    expect(() => storedAccessibilitySettings.set(DEFAULT_SETTINGS)).not.toThrow();
    expect(storage.error).toHaveBeenCalledOnce();
    storage.restore();
  });

  it.each(cases)('the pre-paint script applies %s exactly as applySettings does', (_, settings) => {
    applySettings(document, settings);
    const expected = [
      document.documentElement.getAttribute('style') ?? '',
      document.documentElement.className,
      document.body.className,
    ];
    resetDocument();
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
    runBootScript();
    expect([
      document.documentElement.getAttribute('style') ?? '',
      document.documentElement.className,
      document.body.className,
    ]).toEqual(expected);
  });

  it('the pre-paint script ignores missing or broken settings', () => {
    runBootScript();
    window.localStorage.setItem(STORAGE_KEY, '{broken');
    runBootScript();
    expect(document.documentElement.className).toBe('');
    expect(document.body.className).toBe('');
  });
});
