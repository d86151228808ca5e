'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { readerStarted, readerStopped } from '@/store/reader-listener';
import { makeStore, type RootState } from '@/store/store';

/**
 * Creates the reader's store once, from what the server rendered, and tells it when the reader is
 * on screen: the store's listener then reads the device and follows the URL and the connection.
 */
export function NewsStoreProvider({
  initialState,
  children,
}: {
  initialState: Partial<RootState>;
  children: ReactNode;
}) {
  const [store] = useState(() => makeStore(initialState));

  useEffect(() => {
    store.dispatch(readerStarted());
    return () => {
      store.dispatch(readerStopped());
    };
  }, [store]);

  return <Provider store={store}>{children}</Provider>;
}
