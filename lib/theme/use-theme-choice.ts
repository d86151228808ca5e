'use client';

import { useStoredValue } from '@/lib/browser-storage/use-stored-value';
import { applyColorScheme } from './color-scheme';
import { deviceIsDark, resolveColorScheme, storedThemeChoice, type ThemeChoice } from './theme-choice';

// The pre-paint script keeps the scheme on <html> in step with other tabs and the device; React
// only reads the choice and shows a new one at once.
function chooseTheme(next: ThemeChoice) {
  storedThemeChoice.set(next);
  applyColorScheme(document.documentElement, resolveColorScheme(next, deviceIsDark(window)));
}

export function useThemeChoice() {
  return [useStoredValue(storedThemeChoice), chooseTheme] as const;
}
