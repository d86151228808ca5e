'use client';

/**
 * The owner of "is Save data on for this visitor", in the browser. The rule:
 * 1. The reader's choice is one stored value, `save_data` in local storage ('on' or 'off'), and
 *    setSaveData is its only writer.
 * 2. setSaveData also writes the cookie of the same name, only as the server's copy
 *    (lib/save-data/server.ts renders /news without pictures from the first byte). The browser
 *    reads the cookie only when local storage holds no choice (refused, or cleared apart from the
 *    cookies), so it agrees with what the server rendered.
 * 3. With no choice, the browser's wish decides: `navigator.connection.saveData`, or the Save-Data
 *    header the server saw, which the browser cannot read itself; SaveDataProvider brings the
 *    server's answer.
 */

import { createContext, useContext, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { keptForTask } from '@/lib/browser-storage/kept-for-task';
import { storedValue } from '@/lib/browser-storage/stored-value';
import {
  choiceFromCookies,
  parseStoredChoice,
  resolveSaveData,
  SAVE_DATA_KEY,
  saveDataCookie,
  storedChoice,
} from './setting';

const storedSaveDataChoice = storedValue<boolean | null>({
  area: 'localStorage',
  key: SAVE_DATA_KEY,
  fallback: null,
  parse: parseStoredChoice,
  serialize: (on) => (on === null ? null : storedChoice(on)),
});

const cookieChoice = keptForTask(() => choiceFromCookies(document.cookie));

/**
 * What a server page decided for this visit (null where no page said), kept past that page so the
 * settings dialog and the other pages, outside its provider, agree with it.
 */
let serverDecision: boolean | null = null;
// Tells the readers when serverDecision changes; the stored choice tells them itself.
const serverDecisionChanges = new EventTarget();

/** The value the server rendered with; null outside a page that reads the setting on the server. */
const ServerSaveData = createContext<boolean | null>(null);

interface NavigatorWithConnection {
  connection?: { saveData?: boolean } & Partial<Pick<EventTarget, 'addEventListener' | 'removeEventListener'>>;
}
const connection = () => (navigator as NavigatorWithConnection).connection;

/** The setting in the browser: the choice, else the device's data saver or the server's answer. */
function browserSaveData(serverValue: boolean | null): boolean {
  const choice = storedSaveDataChoice.get() ?? cookieChoice.get();
  const browserAsks = connection()?.saveData === true || (serverValue ?? serverDecision) === true;
  return resolveSaveData(choice, browserAsks);
}

/** A change of the choice (here or in another tab), of the device's data saver, or of the server's answer. */
function subscribe(listener: () => void): () => void {
  const stopChoice = storedSaveDataChoice.subscribe(listener);
  connection()?.addEventListener?.('change', listener);
  serverDecisionChanges.addEventListener('change', listener);
  return () => {
    stopChoice();
    connection()?.removeEventListener?.('change', listener);
    serverDecisionChanges.removeEventListener('change', listener);
  };
}

/** The setting now, outside React: for code that decides whether to fetch something extra. */
export const savingData = (): boolean => browserSaveData(null);

/** Stores the reader's choice, with the server's copy, and applies it to everything on the page. */
export function setSaveData(on: boolean): void {
  document.cookie = saveDataCookie(on, window.location.protocol === 'https:');
  cookieChoice.forget();
  storedSaveDataChoice.set(on);
}

/** Gives the components below the value the server rendered with, so hydration matches it. */
export function SaveDataProvider({ value, children }: { value: boolean; children: ReactNode }) {
  // Before the browser paints or a link outside this provider starts prefetching.
  useLayoutEffect(() => {
    serverDecision = value;
    serverDecisionChanges.dispatchEvent(new Event('change'));
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
