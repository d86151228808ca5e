import { storedValue } from '@/lib/browser-storage/stored-value';
import { DARK_QUERY, type ColorScheme } from './color-scheme';

/** The reader's theme choice: follow the device (the default), or always light, or always dark. */
export const THEME_CHOICES = ['device', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const DEFAULT_THEME_CHOICE: ThemeChoice = 'device';

/** The localStorage key of the choice, stored as the bare word. */
export const THEME_STORAGE_KEY = 'theme';

/** Anything but a known choice (nothing stored, an old or edited value) follows the device. */
export function parseThemeChoice(raw: string | null): ThemeChoice {
  return (THEME_CHOICES as readonly (string | null)[]).includes(raw) ? (raw as ThemeChoice) : DEFAULT_THEME_CHOICE;
}

/** The stored choice, which the pre-paint script reads too. */
export const storedThemeChoice = storedValue<ThemeChoice>({
  area: 'localStorage',
  key: THEME_STORAGE_KEY,
  fallback: DEFAULT_THEME_CHOICE,
  parse: parseThemeChoice,
  serialize: (choice) => choice,
});

/** The scheme a choice shows, given whether the device asks for dark pages. */
export function resolveColorScheme(choice: ThemeChoice, deviceIsDark: boolean): ColorScheme {
  if (choice === 'device') return deviceIsDark ? 'dark' : 'light';
  return choice;
}

export function deviceIsDark(win: Pick<Window, 'matchMedia'>): boolean {
  try {
    return win.matchMedia(DARK_QUERY).matches;
  } catch {
    return false;
  }
}
