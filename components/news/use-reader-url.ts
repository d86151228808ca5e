'use client';

import { useCallback, useContext, useMemo } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { publicPathname } from '@/lib/news/edition';
import { useHydrated } from '@/lib/use-hydrated';
import { readerQueryString, readReaderParams, type ReaderParams } from '@/lib/news/reader-params';
import { readerUrlChanged } from '@/store/news-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { RenderedReaderParams } from './rendered-reader-params';

/**
 * The reader's URL, which owns its state (category, page, search, view, open article, district).
 * Changes go through the History API, which Next's router follows, so Back and Forward work
 * without asking the server for the page again; the store is told what the URL now says.
 * Until the page has hydrated, the state is the one the server rendered: a kept edition of the
 * reader is rendered without the request's query, and its path is the reader's (publicPathname).
 */
export function useReaderUrl() {
  const searchParams = useSearchParams();
  const pathname = publicPathname(usePathname());
  const rendered = useContext(RenderedReaderParams);
  const hydrated = useHydrated();
  const dispatch = useAppDispatch();
  const namesAll = useAppSelector((s) => s.user.preferences.preferredCategories.length > 0);
  const params = useMemo(
    () => (rendered && !hydrated ? rendered : readReaderParams(searchParams)),
    [rendered, hydrated, searchParams],
  );

  const hrefFor = useCallback(
    (next: Partial<ReaderParams>) => `${pathname}${readerQueryString({ ...params, ...next }, { namesAll })}`,
    [params, pathname, namesAll],
  );
  const change = useCallback(
    (next: Partial<ReaderParams>, mode: 'push' | 'replace') => {
      const href = hrefFor(next);
      if (mode === 'push') window.history.pushState(null, '', href);
      else window.history.replaceState(null, '', href);
      dispatch(readerUrlChanged({ ...params, ...next }));
    },
    [dispatch, hrefFor, params],
  );
  const push = useCallback((next: Partial<ReaderParams>) => change(next, 'push'), [change]);
  const replace = useCallback((next: Partial<ReaderParams>) => change(next, 'replace'), [change]);

  return { params, hrefFor, push, replace };
}
