'use client';

import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { unprefixedPath as publicPathname } from '@/lib/i18n/locales';
import { useHydrated } from '@/lib/use-hydrated';
import { readerQueryString, readReaderAddress, type ReaderAddress } from '@/lib/news/reader-address';
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
/**
 * The addresses the reader asked for that the router has not committed yet, oldest first. On a
 * slow phone the router commits a change seconds after the reader pushed it, and meanwhile the
 * reader may push the next: a late commit then writes the older address over the newer one, which
 * the reader puts back. Back and Forward are the reader's own moves, never fought.
 */
let uncommitted: string[] = [];
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    uncommitted = [];
  });
}
const currentAddress = () => `${window.location.pathname}${window.location.search}`;

type Write = { href: string; mode: 'push' | 'replace' };
const write = ({ href, mode }: Write) =>
  mode === 'push' ? window.history.pushState(null, '', href) : window.history.replaceState(null, '', href);

/**
 * Next's router follows History API writes (usePathname and useSearchParams then see them) from an
 * effect of its own, and React runs a component's effects after those of the components inside
 * it. A write made before the router's effect is not followed, and the router's next commit writes
 * its own older address over it: on a busy phone, a tap on the pager while the page hydrated left
 * the address at /news. So the reader's writes wait, in order, for a timer its first effect sets:
 * the timer fires after that whole round of effects, the router's included. The page already
 * shows what was asked meanwhile, since the store is told at once.
 */
function useHistoryWrites() {
  const waiting = useRef<Write[] | null>([]);
  useEffect(() => {
    const timer = setTimeout(() => {
      for (const each of waiting.current ?? []) write(each);
      waiting.current = null;
    });
    return () => clearTimeout(timer);
  }, []);
  return useMemo(
    () => ({
      write: (each: Write) => {
        if (waiting.current) waiting.current.push(each);
        else write(each);
      },
      /** The address as the reader last wrote it, written already or waiting for the router. */
      latest: () => waiting.current?.at(-1)?.href ?? currentAddress(),
    }),
    [],
  );
}

export function useReaderUrl() {
  const searchParams = useSearchParams();
  const pathname = publicPathname(usePathname());
  const rendered = useContext(RenderedReaderParams);
  const hydrated = useHydrated();
  const history = useHistoryWrites();
  const dispatch = useAppDispatch();
  const namesAll = useAppSelector((s) => s.user.preferences.preferredCategories.length > 0);
  const params = useMemo(
    () => (rendered && !hydrated ? rendered : readReaderAddress(searchParams)),
    [rendered, hydrated, searchParams],
  );

  const addressOf = useCallback(
    (state: ReaderAddress) => `${pathname}${readerQueryString(state, { namesAll })}`,
    [pathname, namesAll],
  );
  const hrefFor = useCallback((next: Partial<ReaderAddress>) => addressOf({ ...params, ...next }), [addressOf, params]);
  // Each commit of the router: an older address the reader asked for, committed late over the
  // newest, is put back; the newest committed, nothing is waiting any more.
  useEffect(() => {
    const newest = uncommitted.at(-1);
    if (newest === undefined) return;
    const committed = currentAddress();
    if (committed === newest) uncommitted = [];
    else if (uncommitted.includes(committed)) window.history.replaceState(null, '', newest);
  }, [searchParams, pathname]);

  const change = useCallback(
    (next: Partial<ReaderAddress>, mode: 'push' | 'replace') => {
      // A change builds on the address as the reader last wrote it: the router's copy (params) can
      // be a commit or two behind it.
      const current = hydrated
        ? readReaderAddress(new URL(history.latest(), window.location.href).searchParams)
        : params;
      const asked = { ...current, ...next };
      const href = addressOf(asked);
      uncommitted.push(href);
      history.write({ href, mode });
      dispatch(readerUrlChanged(asked));
    },
    [dispatch, hydrated, params, addressOf, history],
  );
  const push = useCallback((next: Partial<ReaderAddress>) => change(next, 'push'), [change]);
  const replace = useCallback((next: Partial<ReaderAddress>) => change(next, 'replace'), [change]);

  return { params, hrefFor, push, replace };
}
