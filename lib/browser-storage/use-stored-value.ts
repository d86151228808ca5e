'use client';

import { useSyncExternalStore } from 'react';
import type { StoredValue } from './stored-value';

/** The stored value, and again on every change: the fallback on the server and while hydrating. */
export function useStoredValue<T>(store: StoredValue<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot);
}
