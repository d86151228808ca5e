'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { loadBookmarks, saveBookmarks } from '@/lib/news/tracking';
import { setBookmarks, type NewsState } from '@/store/news-slice';
import { makeStore } from '@/store/store';

/** Creates the reader's store once, from the page the server already fetched. */
export function NewsStoreProvider({ initialNews, children }: { initialNews: NewsState; children: ReactNode }) {
  const [store] = useState(() => makeStore({ news: initialNews }));

  useEffect(() => {
    // Bookmarks live on this device; load them, then keep them saved as they change.
    store.dispatch(setBookmarks(loadBookmarks()));
    let saved = store.getState().news.bookmarks;
    return store.subscribe(() => {
      const { bookmarks } = store.getState().news;
      if (bookmarks !== saved) {
        saved = bookmarks;
        saveBookmarks(bookmarks);
      }
    });
  }, [store]);

  return <Provider store={store}>{children}</Provider>;
}
