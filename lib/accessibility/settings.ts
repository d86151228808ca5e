/** Accessibility settings: the values, their storage, and how they change the page. */

import { storedValue } from '@/lib/browser-storage/stored-value';

export const FONT_SIZES = ['small', 'normal', 'large'] as const;
export const COLOR_MODES = ['normal', 'deuteranopia', 'protanopia', 'tritanopia'] as const;

export type FontSize = (typeof FONT_SIZES)[number];
export type ColorMode = (typeof COLOR_MODES)[number];

export interface AccessibilitySettings {
  fontSize: FontSize;
  highContrast: boolean;
  colorMode: ColorMode;
  screenReader: boolean;
}

export const DEFAULT_SETTINGS: AccessibilitySettings = {
  fontSize: 'normal',
  highContrast: false,
  colorMode: 'normal',
  screenReader: false,
};

export const STORAGE_KEY = 'accessibility_settings';

/** Root font size per text size, in percent of the browser default. */
export const FONT_SCALE: Record<FontSize, number> = { small: 90, normal: 100, large: 120 };

/** Class on <html>; the stylesheet turns it into `filter: contrast(150%) grayscale(20%)`. */
export const HIGH_CONTRAST_CLASS = 'a11y-high-contrast';
export const HIGH_CONTRAST_FILTER = 'contrast(150%) grayscale(20%)';

/** The body class of each color mode; normal adds none. */
export const COLOR_MODE_CLASSES: readonly string[] = COLOR_MODES.filter((m) => m !== 'normal');

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** Reads stored settings, keeping every valid field and defaulting the rest. */
export function parseSettings(raw: string | null): AccessibilitySettings {
  if (!raw) return { ...DEFAULT_SETTINGS };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
  if (typeof value !== 'object' || value === null) return { ...DEFAULT_SETTINGS };
  const v = value as Record<string, unknown>;
  return {
    fontSize: isOneOf(FONT_SIZES, v.fontSize) ? v.fontSize : DEFAULT_SETTINGS.fontSize,
    highContrast: typeof v.highContrast === 'boolean' ? v.highContrast : DEFAULT_SETTINGS.highContrast,
    colorMode: isOneOf(COLOR_MODES, v.colorMode) ? v.colorMode : DEFAULT_SETTINGS.colorMode,
    screenReader: typeof v.screenReader === 'boolean' ? v.screenReader : DEFAULT_SETTINGS.screenReader,
  };
}

/** The stored settings: JSON under STORAGE_KEY, which the pre-paint script reads too. */
export const storedAccessibilitySettings = storedValue<AccessibilitySettings>({
  area: 'localStorage',
  key: STORAGE_KEY,
  fallback: DEFAULT_SETTINGS,
  parse: parseSettings,
  serialize: (settings) => JSON.stringify(settings),
});

/** Puts the settings on the page: root font size, contrast filter class, color-mode body class. */
export function applySettings(doc: Document, settings: AccessibilitySettings): void {
  const root = doc.documentElement;
  root.style.fontSize = settings.fontSize === 'normal' ? '' : `${FONT_SCALE[settings.fontSize]}%`;
  root.classList.toggle(HIGH_CONTRAST_CLASS, settings.highContrast);
  doc.body.classList.remove(...COLOR_MODE_CLASSES);
  if (settings.colorMode !== 'normal') doc.body.classList.add(settings.colorMode);
}
