'use client';

import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the server renders and while the page hydrates, true from then on: for what the
 * browser can do but the server's markup must not promise (a form sent by script, the address's
 * own query on a page kept for many addresses).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
