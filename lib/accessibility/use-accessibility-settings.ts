'use client';

import { useEffect } from 'react';
import { useStoredValue } from '@/lib/browser-storage/use-stored-value';
import { applySettings, storedAccessibilitySettings, type AccessibilitySettings } from './settings';

const showStoredSettings = () => applySettings(document, storedAccessibilitySettings.get());

const updateSettings = (next: AccessibilitySettings) => storedAccessibilitySettings.set(next);

/** The settings and their setter; the page shows every change, this tab's or another's. */
export function useAccessibilitySettings() {
  const settings = useStoredValue(storedAccessibilitySettings);
  useEffect(() => storedAccessibilitySettings.subscribe(showStoredSettings), []);
  return [settings, updateSettings] as const;
}
