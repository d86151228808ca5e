'use client';

import { useCallback, useSyncExternalStore } from 'react';
import {
  applySettings,
  DEFAULT_SETTINGS,
  loadSettings,
  saveSettings,
  STORAGE_KEY,
  type AccessibilitySettings,
} from './settings';

// The settings live in localStorage and on <html>/<body>; React only subscribes to them.
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: AccessibilitySettings } | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function getSnapshot(): AccessibilitySettings {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, value: loadSettings(window.localStorage) };
  return cached.value;
}

const getServerSnapshot = (): AccessibilitySettings => DEFAULT_SETTINGS;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the settings: apply them here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    applySettings(document, getSnapshot());
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAccessibilitySettings() {
  const settings = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const update = useCallback((next: AccessibilitySettings) => {
    saveSettings(window.localStorage, next);
    // Keeps the choice for this page even when storage refused it.
    cached = { raw: readRaw(), value: next };
    applySettings(document, next);
    listeners.forEach((l) => l());
  }, []);
  return [settings, update] as const;
}
