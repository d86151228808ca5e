'use client';

import { createContext, useContext, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  choiceFromCookies,
  parseStoredChoice,
  resolveSaveData,
  SAVE_DATA_KEY,
  saveDataCookie,
  storedChoice,
} from './setting';

// The choice lives in localStorage and a cookie; React only subscribes to it.
const listeners = new Set<() => void>();

/**
 * The browser's answer by the server value it was asked with, kept until the current task ends.
 * While a page hydrates, every link and card asks in the same render, and each read parses local
 * storage and the cookie. Nothing can change the answer before the task ends except this module,
 * which forgets it at once: another tab's choice and the device's data saver arrive as events, in
 * a later task.
 */
const answers = new Map<boolean | null, boolean>();

const notify = () => {
  answers.clear();
  listeners.forEach((listener) => listener());
};

/**
 * What a server page decided for this visit (null where no page said). Without a stored choice the
 * server followed the request's Save-Data header, which the browser cannot read back, so its answer
 * stands in for it; kept past the page so the settings dialog and other pages agree with it.
 */
let serverDecision: boolean | null = null;

/** The value the server rendered with; null outside a page that reads the setting on the server. */
const ServerSaveData = createContext<boolean | null>(null);

interface NavigatorWithConnection {
  connection?: { saveData?: boolean } & Partial<Pick<EventTarget, 'addEventListener' | 'removeEventListener'>>;
}
const connection = () => (navigator as NavigatorWithConnection).connection;

function readStoredChoice(): boolean | null {
  try {
    const stored = parseStoredChoice(window.localStorage.getItem(SAVE_DATA_KEY));
    if (stored !== null) return stored;
  } catch {
    // Storage can be disabled (private mode, policies); the cookie still holds the choice.
  }
  return choiceFromCookies(document.cookie);
}

/** The setting in the browser: the stored choice, else the device's data saver or the server's answer. */
function browserSaveData(serverValue: boolean | null): boolean {
  const known = answers.get(serverValue);
  if (known !== undefined) return known;
  if (answers.size === 0) queueMicrotask(() => answers.clear());
  const browserAsks = connection()?.saveData === true || (serverValue ?? serverDecision) === true;
  const answer = resolveSaveData(readStoredChoice(), browserAsks);
  answers.set(serverValue, answer);
  return answer;
}

// Another tab changed the choice, or the device's data saver was switched.
function onStorage(event: StorageEvent) {
  if (event.key === SAVE_DATA_KEY || event.key === null) notify();
}

/** One pair of browser listeners for the whole page, however many components subscribe. */
function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    connection()?.addEventListener?.('change', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('storage', onStorage);
    connection()?.removeEventListener?.('change', notify);
  };
}

/** The setting now, outside React: for code that decides whether to fetch something extra. */
export const savingData = (): boolean => browserSaveData(null);

/** Stores the reader's choice (localStorage and cookie) and applies it to everything on the page. */
export function setSaveData(on: boolean): void {
  try {
    window.localStorage.setItem(SAVE_DATA_KEY, storedChoice(on));
  } catch (error) {
    console.error('Could not store the Save data choice', error);
  }
  document.cookie = saveDataCookie(on, window.location.protocol === 'https:');
  notify();
}

/** Gives the components below the value the server rendered with, so hydration matches it. */
export function SaveDataProvider({ value, children }: { value: boolean; children: ReactNode }) {
  // Before the browser paints or a link outside this provider starts prefetching.
  useLayoutEffect(() => {
    serverDecision = value;
    notify();
  }, [value]);
  return <ServerSaveData value={value}>{children}</ServerSaveData>;
}

/**
 * Whether to save data, for rendering: first the server's value (false outside a page that read
 * it), then the browser's, and again on every change.
 */
export function useSaveData(): boolean {
  const serverValue = useContext(ServerSaveData);
  return useSyncExternalStore(
    subscribe,
    () => browserSaveData(serverValue),
    () => serverValue ?? false,
  );
}

/**
 * The browser's value from the very first render, hydration included. Only for props that change
 * no markup, such as a link's prefetch: a link hydrated with the server's "off" could start
 * prefetching before the browser's "on" arrives.
 */
export function useSaveDataForPrefetch(): boolean {
  const serverValue = useContext(ServerSaveData);
  return useSyncExternalStore(
    subscribe,
    () => browserSaveData(serverValue),
    () => (typeof window === 'undefined' ? (serverValue ?? false) : browserSaveData(serverValue)),
  );
}
