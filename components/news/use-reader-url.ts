'use client';

import { startTransition, useCallback, useEffect, useMemo, useOptimistic, useRef, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { unprefixedPath as publicPathname } from '@/lib/i18n/locales';
import { readerQueryString, readReaderAddress, type ReaderAddress } from '@/lib/news/reader-address';
import { readerUrlChanged } from '@/store/news-slice';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';

/** How long typing in the page's search waits before the address follows it. */
export const SEARCH_ADDRESS_DELAY_MS = 400;

type Mode = 'push' | 'replace';

/**
 * The reader's address (category, page, search, view, open article, district), owned by Next's
 * router: every change is a `router.push` or `router.replace`, so the server renders the page the
 * address names and Back and Forward are the router's. What the reader asked for shows at once
 * (`useOptimistic`) while the router fetches the page; the store is told the address at once, and
 * again whenever the router commits one (a tap's, Back, Forward).
 *
 * An address without a category shows the category the server opened on: the reader's first
 * preferred one.
 */
export function useReaderUrl() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const pathname = publicPathname(usePathname());
  const dispatch = useAppDispatch();
  const namesAll = useAppSelector((s) => s.user.preferences.preferredCategories.length > 0);
  const namesCategory = searchParams.has('category');
  // The category the server opened on for an address that names none (the first preferred one).
  const store = useAppStore();
  const [openedOn] = useState(() => (namesCategory ? '' : store.getState().news.category));
  const committed = useMemo(() => {
    const address = readReaderAddress(searchParams);
    return namesCategory ? address : { ...address, category: openedOn };
  }, [searchParams, namesCategory, openedOn]);
  const [params, showAsked] = useOptimistic(committed, (_: ReaderAddress, asked: ReaderAddress) => asked);

  const addressOf = useCallback(
    (state: ReaderAddress) => `${pathname}${readerQueryString(state, { namesAll })}`,
    [pathname, namesAll],
  );
  const hrefFor = useCallback((next: Partial<ReaderAddress>) => addressOf({ ...params, ...next }), [addressOf, params]);

  // The newest address asked for and not yet committed: two taps before the router answers build
  // on each other, not on the router's older copy.
  const asked = useRef<ReaderAddress | null>(null);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Next's router starts from effects of its own, which React runs after the reader's: a change
  // asked for before that round of effects is over (a tap while a slow phone hydrates the page)
  // was seen lost. Until then the newest change waits; the store shows it meanwhile.
  const waiting = useRef<{ address: ReaderAddress; mode: Mode } | null>(null);
  const routerStarted = useRef(false);
  const navigate = useCallback(
    (address: ReaderAddress, mode: Mode) => {
      if (!routerStarted.current) {
        waiting.current = { address, mode };
        return;
      }
      startTransition(() => {
        showAsked(address);
        router[mode](addressOf(address), { scroll: false });
      });
    },
    [router, addressOf, showAsked],
  );
  useEffect(() => {
    const timer = setTimeout(() => {
      routerStarted.current = true;
      const change = waiting.current;
      waiting.current = null;
      if (change) navigate(change.address, change.mode);
      // Opened on a preferred category: the address names it, so links and paging keep it.
      else if (!namesCategory && openedOn) navigate(committed, 'replace');
    });
    return () => clearTimeout(timer);
    // Once, for the address the page opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The router committed another address (a change asked for, Back, Forward): the store follows
  // what it says. The store started from the address the page was rendered for.
  const committedKey = readerQueryString(committed, { namesAll: true });
  const followed = useRef(committedKey);
  useEffect(() => {
    if (followed.current === committedKey) return;
    followed.current = committedKey;
    asked.current = null;
    dispatch(readerUrlChanged(committed));
  }, [committedKey, committed, dispatch]);
  useEffect(() => () => clearTimeout(typing.current), []);

  const change = useCallback(
    (next: Partial<ReaderAddress>, mode: Mode) => {
      const address = { ...(asked.current ?? committed), ...next };
      asked.current = address;
      clearTimeout(typing.current);
      dispatch(readerUrlChanged(address));
      navigate(address, mode);
    },
    [committed, dispatch, navigate],
  );
  const push = useCallback((next: Partial<ReaderAddress>) => change(next, 'push'), [change]);
  const replace = useCallback((next: Partial<ReaderAddress>) => change(next, 'replace'), [change]);
  /**
   * Typing in the page's search: the store filters the page at once, and the address follows once
   * the typing pauses, so each letter does not ask the server for the page again.
   */
  const type = useCallback(
    (q: string) => {
      const address = { ...(asked.current ?? committed), q };
      asked.current = address;
      dispatch(readerUrlChanged(address));
      clearTimeout(typing.current);
      typing.current = setTimeout(() => navigate(address, 'replace'), SEARCH_ADDRESS_DELAY_MS);
    },
    [committed, dispatch, navigate],
  );

  return { params, hrefFor, push, replace, type };
}
