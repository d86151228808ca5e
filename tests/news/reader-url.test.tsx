// The reader's address is Next's router's: each change is a push or replace of the address it
// names. The router answers late on a slow phone (it fetches the page first), and meanwhile the
// reader may ask for the next address; the store shows what was asked at once.
import { act, render } from '@testing-library/react';
import { useEffect, useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsStoreProvider } from '@/components/news/news-store-provider';
import { useReaderUrl } from '@/components/news/use-reader-url';
import { toArticles } from '@/lib/news/transform';
import { newsStateFromResult } from '@/store/news-slice';
import type { RootState } from '@/store/store';
import { useAppStore } from '@/store/hooks';
import { initialUserState } from '@/store/user-slice';

/** A router that commits only when the test says so, as Next's does once the server answered. */
const router = vi.hoisted(() => ({
  committed: '',
  listeners: new Set<() => void>(),
  calls: [] as string[],
  /** Ends the navigations still pending, as the server's answer does. */
  answered: () => {},
}));

vi.mock('next/navigation', async () => {
  const { startTransition } = await import('react');
  /** A navigation is a transition that stays pending until the router commits, as Next's does. */
  const navigation = (call: string) => {
    router.calls.push(call);
    startTransition(() => new Promise<void>((resolve) => (router.answered = resolve)));
  };
  return {
    usePathname: () => '/news',
    useSearchParams: () =>
      new URLSearchParams(
        useSyncExternalStore(
          (listener) => {
            router.listeners.add(listener);
            return () => router.listeners.delete(listener);
          },
          () => router.committed,
        ),
      ),
    useRouter: () => ({
      push: (href: string) => navigation(`push ${href}`),
      replace: (href: string) => navigation(`replace ${href}`),
      refresh: () => router.calls.push('refresh'),
    }),
  };
});

/** The router commits an address (a change it fetched, or Back): the reader re-renders with it. */
function commit(search: string) {
  act(() => {
    router.committed = search;
    for (const listener of router.listeners) listener();
    router.answered();
  });
}

/** The hook as the reader holds it, and the store, for the test to call and read. */
const held: { reader?: ReturnType<typeof useReaderUrl>; store?: ReturnType<typeof useAppStore> } = {};
function Harness() {
  const reader = useReaderUrl();
  const store = useAppStore();
  useEffect(() => {
    held.reader = reader;
    held.store = store;
  });
  return null;
}
const news = () => {
  if (!held.store) throw new Error('not rendered');
  return held.store.getState().news;
};
const reader = () => {
  if (!held.reader) throw new Error('not rendered');
  return held.reader;
};

const PAGE = toArticles(
  [
    { id: 'k', title: 'किसान मेला', description: '' },
    { id: 'c', title: 'क्रिकेट मैच', description: '' },
  ],
  0,
);

function renderAt(search: string, server: Partial<RootState> = {}) {
  router.committed = search;
  render(
    <NewsStoreProvider
      initialState={{
        news: newsStateFromResult(
          { articles: PAGE, totalResults: 2, currentPage: 1, totalPages: 3, hasMore: true },
          'agriculture',
        ),
        ...server,
      }}
    >
      <Harness />
    </NewsStoreProvider>,
  );
}

/** The round of effects after the first render is over: the router has started. */
const routerStarts = () => act(() => vi.advanceTimersByTime(0));

beforeEach(() => {
  window.history.replaceState(null, '', '/news');
  vi.useFakeTimers();
  router.calls = [];
  router.listeners.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the reader’s address, owned by the router', () => {
  it('asks the router for each change, built on the address asked before it, not on the router’s older copy', () => {
    renderAt('?category=agriculture');
    routerStarts();
    act(() => reader().push({ category: 'health', page: 1 }));
    act(() => reader().push({ page: 2 }));
    expect(router.calls).toEqual(['push /news?category=health', 'push /news?category=health&page=2']);
    // What was asked shows at once, before the router commits it: the store loads its page.
    expect(reader().params).toMatchObject({ category: 'health', page: 2 });
    expect(news()).toMatchObject({ category: 'health', page: 2, loading: true });
  });

  it('follows an address the router commits, such as Back', () => {
    renderAt('?category=agriculture&page=2');
    routerStarts();
    commit('?category=health');
    expect(reader().params).toMatchObject({ category: 'health', page: 1 });
    expect(news()).toMatchObject({ category: 'health', page: 1, loading: true });
    act(() => reader().push({ page: 3 }));
    expect(router.calls).toEqual(['push /news?category=health&page=3']);
  });

  it('writes what only the browser shows (an article, the bookmarks, the page’s search) with the History API', () => {
    renderAt('?category=agriculture');
    routerStarts();
    act(() => reader().push({ article: 'k' }));
    expect(window.location.search).toBe('?category=agriculture&article=k');
    act(() => reader().replace({ article: '', q: 'किसान' }));
    expect(window.location.search).toBe(`?category=agriculture&q=${encodeURIComponent('किसान')}`);
    // The page is searched at once, and the server was not asked for anything.
    expect(news().filteredArticles?.map((a) => a.id)).toEqual(['k']);
    act(() => reader().push({ view: 'bookmarks', q: '' }));
    expect(window.location.search).toBe('?category=agriculture&view=bookmarks');
    expect(router.calls).toEqual([]);
  });

  it('asks the router for a search of all news, and for any change while it fetches a page', () => {
    renderAt('?category=agriculture');
    routerStarts();
    act(() => reader().push({ q: 'किसान', searchAll: true, page: 1 }));
    act(() => reader().push({ article: 'k' }));
    expect(router.calls).toEqual([
      `push /news?category=agriculture&q=${encodeURIComponent('किसान')}&search=all`,
      `push /news?category=agriculture&q=${encodeURIComponent('किसान')}&article=k&search=all`,
    ]);
  });

  it('holds a change asked before the router started, then asks for the newest', () => {
    renderAt('?category=agriculture');
    act(() => reader().push({ page: 2 }));
    act(() => reader().push({ page: 3 }));
    expect(router.calls).toEqual([]);
    routerStarts();
    expect(router.calls).toEqual(['push /news?category=agriculture&page=3']);
  });

  it('makes a bare address name the preferred category the server opened on', () => {
    renderAt('', {
      user: { ...initialUserState, preferences: { layout: 'grid', preferredCategories: ['agriculture'] } },
    });
    expect(reader().params.category).toBe('agriculture');
    routerStarts();
    // The same page as the server rendered: the History API names it, with no request.
    expect(window.location.search).toBe('?category=agriculture');
    expect(router.calls).toEqual([]);
  });

  it('leaves a bare address alone when the server opened on all news', () => {
    renderAt('', {
      news: newsStateFromResult({ articles: PAGE, totalResults: 2, currentPage: 1, totalPages: 1, hasMore: false }, ''),
    });
    routerStarts();
    expect(router.calls).toEqual([]);
  });
});
