'use client';

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useOptimistic,
  useRef,
  useState,
  useTransition,
} from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { unprefixedPath as publicPathname } from '@/lib/i18n/locales';
import { readerQueryString, readReaderAddress, type ReaderAddress } from '@/lib/news/reader-address';
import { readerUrlChanged } from '@/store/news-slice';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';

type Mode = 'push' | 'replace';

/**
 * Whether the server renders the new address differently from the old: another category, page,
 * edition (the district's, or all news searched). Opening an article, the bookmarks or a search
 * of the page shown change only what the browser shows from the articles it has.
 */
const needsServer = (from: ReaderAddress, to: ReaderAddress): boolean =>
  from.category !== to.category ||
  from.page !== to.page ||
  from.district !== to.district ||
  from.searchAll !== to.searchAll ||
  (to.searchAll && from.q.trim() !== to.q.trim());

/**
 * The reader's address (category, page, search, view, open article, district), owned by Next's
 * router, so Back and Forward are the router's. A change the server renders differently (another
 * page of articles) is a `router.push` or `router.replace`: the server renders the page it names,
 * and what was asked shows at once (`useOptimistic`) while the router fetches it. A change of what
 * the browser shows from the articles it has (an article opened, the bookmarks, the page's
 * search) is written with the History API, which Next's router follows without asking the server
 * for the page again: no bytes, and it works offline. The store is told each address at once,
 * and again whenever the router commits one (a tap's, Back, Forward).
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
  // Next's router starts from effects of its own, which React runs after the reader's: a change
  // asked for before that round of effects is over (a tap while a slow phone hydrates the page)
  // was seen lost. Until then the newest change waits; the store shows it meanwhile.
  const waiting = useRef<{ from: ReaderAddress; address: ReaderAddress; mode: Mode } | null>(null);
  const routerStarted = useRef(false);
  // While the router fetches a page, a later change goes through it too: the router's commit of
  // the older address would otherwise write over one written meanwhile.
  const [fetching, startFetching] = useTransition();
  const fetchingNow = useRef(false);
  const navigate = useCallback(
    (from: ReaderAddress, address: ReaderAddress, mode: Mode) => {
      if (!routerStarted.current) {
        waiting.current = { from: waiting.current?.from ?? from, address, mode };
        return;
      }
      const href = addressOf(address);
      if (!needsServer(from, address) && !fetchingNow.current) {
        window.history[mode === 'push' ? 'pushState' : 'replaceState'](null, '', href);
        return;
      }
      fetchingNow.current = true;
      startFetching(() => {
        showAsked(address);
        router[mode](href, { scroll: false });
      });
    },
    [router, addressOf, showAsked],
  );
  // Opened on a preferred category: the address is made to name it, so links and paging keep it.
  const [startAddress] = useState(() => (!namesCategory && openedOn ? committed : null));
  const latestNavigate = useRef(navigate);
  useLayoutEffect(() => {
    fetchingNow.current = fetching;
    latestNavigate.current = navigate;
  });
  useEffect(() => {
    const timer = setTimeout(() => {
      routerStarted.current = true;
      const change = waiting.current;
      waiting.current = null;
      if (change) latestNavigate.current(change.from, change.address, change.mode);
      else if (startAddress) latestNavigate.current(startAddress, startAddress, 'replace');
    });
    return () => clearTimeout(timer);
  }, [startAddress]);

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

  const change = useCallback(
    (next: Partial<ReaderAddress>, mode: Mode) => {
      const from = asked.current ?? committed;
      const address = { ...from, ...next };
      asked.current = address;
      dispatch(readerUrlChanged(address));
      navigate(from, address, mode);
    },
    [committed, dispatch, navigate],
  );
  const push = useCallback((next: Partial<ReaderAddress>) => change(next, 'push'), [change]);
  const replace = useCallback((next: Partial<ReaderAddress>) => change(next, 'replace'), [change]);

  return { params, hrefFor, push, replace };
}
