'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { applyColorScheme } from './color-scheme';
import {
  DEFAULT_THEME_CHOICE,
  deviceIsDark,
  loadThemeChoice,
  resolveColorScheme,
  saveThemeChoice,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from './theme-choice';

// The choice lives in localStorage and the scheme on <html>, kept there by the pre-paint script
// (device changes, other tabs); React only reads the choice and writes a new one.
const listeners = new Set<() => void>();
// A choice the storage refused still holds for this page.
let unsaved: ThemeChoice | null = null;

const getSnapshot = (): ThemeChoice => unsaved ?? loadThemeChoice(window.localStorage);
const getServerSnapshot = (): ThemeChoice => DEFAULT_THEME_CHOICE;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useThemeChoice() {
  const choice = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const choose = useCallback((next: ThemeChoice) => {
    saveThemeChoice(window.localStorage, next);
    unsaved = loadThemeChoice(window.localStorage) === next ? null : next;
    applyColorScheme(document.documentElement, resolveColorScheme(next, deviceIsDark(window)));
    listeners.forEach((l) => l());
  }, []);
  return [choice, choose] as const;
}
