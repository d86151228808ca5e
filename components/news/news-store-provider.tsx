'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { Provider } from 'react-redux';
import { pageRendered } from '@/store/news-slice';
import { readerStarted, readerStopped } from '@/store/reader-listener';
import { makeStore, type RootState } from '@/store/store';

/**
 * Creates the reader's store once, from what the server rendered, and tells it when the reader is
 * on screen: the store's listener then reads the device and follows the connection. Each address
 * the router fetches afterwards comes with the server's page for it, which the store is told.
 */
export function NewsStoreProvider({
  initialState,
  children,
}: {
  initialState: Partial<RootState>;
  children: ReactNode;
}) {
  const router = useRouter();
  const [store] = useState(() => makeStore(initialState, { refresh: () => router.refresh() }));

  useEffect(() => {
    store.dispatch(readerStarted());
    return () => {
      store.dispatch(readerStopped());
    };
  }, [store]);

  // A server render the store has not seen (a new address, Back, Forward, a refresh). The store
  // lives on across them, so the page arrives as an action, after the render that brought it.
  const seen = useRef(initialState);
  useEffect(() => {
    if (seen.current === initialState || !initialState.news) return;
    seen.current = initialState;
    const { articles, totalResults, page, totalPages, error } = initialState.news;
    store.dispatch(pageRendered({ articles, totalResults, page, totalPages, error }));
  }, [initialState, store]);

  return <Provider store={store}>{children}</Provider>;
}
