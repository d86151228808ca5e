'use client';

import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './tracking';

const EVENT = 'news-tracking-change';

/** Tells subscribers in this tab that views or the most-read list changed. */
export function notifyTrackingChange(): void {
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function snapshot(): string {
  try {
    return `${localStorage.getItem(STORAGE_KEYS.views)}|${localStorage.getItem(STORAGE_KEYS.mostRead)}`;
  } catch {
    return '';
  }
}

/** A value that changes whenever the reading record changes ('' on the server). */
export const useTrackingVersion = (): string => useSyncExternalStore(subscribe, snapshot, () => '');
