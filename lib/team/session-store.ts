'use client';

import { useSyncExternalStore } from 'react';
import { SESSION_KEYS } from './session-keys';

/** The signed-in member as the session storage holds it, for any component that shows it. */
const EVENT = 'team-session-change';

export const notifySessionChange = () => window.dispatchEvent(new Event(EVENT));

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  return () => window.removeEventListener(EVENT, onChange);
}

function snapshot(): string {
  try {
    const name = sessionStorage.getItem(SESSION_KEYS.name);
    return sessionStorage.getItem(SESSION_KEYS.id) && name ? name : '';
  } catch {
    return '';
  }
}

/** The signed-in member's name, '' when nobody is signed in (and on the server). */
export const useSignedInName = (): string => useSyncExternalStore(subscribe, snapshot, () => '');
