import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { NewsStoreProvider } from '@/components/news/news-store-provider';
import type { RootState } from '@/store/store';
import { routerSnapshot, subscribeToRouter } from './history-navigation';

/** What the server renders into the reader's store for an address. */
export type ServerRender = (address: URLSearchParams) => Partial<RootState>;

/**
 * The reader's page as the App Router gives it: rendered by "the server" for the address on the
 * first load, and again for each address the router is asked for (the test's next/navigation is
 * history-navigation.ts), the new state reaching the same provider as props.
 */
export function ServerRenderedReader({ server, children }: { server: ServerRender; children: ReactNode }) {
  // A new snapshot (an address, or the same one rendered again) is a new server render.
  const snapshot = useSyncExternalStore(subscribeToRouter, routerSnapshot);
  const initialState = useMemo(
    () => server(new URLSearchParams(snapshot.slice(0, snapshot.lastIndexOf('#')))),
    [snapshot, server],
  );
  return <NewsStoreProvider initialState={initialState}>{children}</NewsStoreProvider>;
}
