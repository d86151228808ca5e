// The reader's address when Next's router lags: on a slow phone the router commits a pushed address
// seconds later, and meanwhile the reader pushes the next one. The address must end up what the
// reader last asked for.
import { act, cleanup, render } from '@testing-library/react';
import { useEffect, useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsStoreProvider } from '@/components/news/news-store-provider';
import { useReaderUrl } from '@/components/news/use-reader-url';

/** A router that commits only when the test says so, as Next's does late under load. */
const router = vi.hoisted(() => ({ committed: '', listeners: new Set<() => void>() }));

// The store's listener fetches each page asked for; what it answers is not this test's concern.
vi.mock('@/lib/news/api-client', () => ({ requestNews: vi.fn(() => new Promise(() => {})) }));

vi.mock('next/navigation', () => ({
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
}));

/** The router commits an address: it writes it into history (as Next's HistoryUpdater does) and re-renders. */
function commit(search: string) {
  act(() => {
    window.history.replaceState(null, '', `/news${search}`);
    router.committed = search;
    for (const listener of router.listeners) listener();
  });
}

/** The hook as the reader holds it, for the test to call. */
const held: { reader?: ReturnType<typeof useReaderUrl> } = {};
function Harness() {
  const reader = useReaderUrl();
  useEffect(() => {
    held.reader = reader;
  });
  return null;
}
const reader = {
  push: (next: Parameters<ReturnType<typeof useReaderUrl>['push']>[0]) => held.reader?.push(next),
};

const address = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  window.history.replaceState(null, '', '/news?category=agriculture');
  router.committed = '?category=agriculture';
  render(
    <NewsStoreProvider initialState={{}}>
      <Harness />
    </NewsStoreProvider>,
  );
});

/** The first round of effects is over: the router follows the History API. */
const routerFollows = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  router.listeners.clear();
});

describe('the reader’s address while the router lags', () => {
  beforeEach(routerFollows);
  it('builds each change on the address as it is, not on the router’s older copy', () => {
    act(() => reader.push({ category: 'health', page: 1 }));
    act(() => reader.push({ category: '', page: 1 }));
    expect(address()).toBe('/news');
    act(() => reader.push({ page: 2 }));
    expect(address()).toBe('/news?page=2');
  });

  it('puts the newest address back when the router commits an older one late', () => {
    act(() => reader.push({ category: 'health', page: 1 }));
    act(() => reader.push({ category: '', page: 1 }));
    act(() => reader.push({ page: 2 }));
    commit('?category=health');
    expect(address()).toBe('/news?page=2');
    commit('?page=2');
    expect(address()).toBe('/news?page=2');
  });

  it('leaves Back alone: an address reached by going back is not overwritten', () => {
    act(() => reader.push({ category: 'health', page: 1 }));
    act(() => reader.push({ page: 2 }));
    act(() => {
      window.history.replaceState(null, '', '/news?category=health');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    commit('?category=health');
    expect(address()).toBe('/news?category=health');
  });
});

describe('the reader’s address before the router follows the History API', () => {
  // Next's router follows the History API from an effect of its own, run after the reader's.
  beforeEach(() => {
    cleanup();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const renderFresh = () =>
    render(
      <NewsStoreProvider initialState={{}}>
        <Harness />
      </NewsStoreProvider>,
    );

  it('writes the addresses asked for during the first round of effects, in order, after it', () => {
    renderFresh();
    act(() => reader.push({ page: 2 }));
    act(() => reader.push({ page: 3 }));
    // Not written before the router follows; each change built on the one before.
    expect(address()).toBe('/news?category=agriculture');
    act(() => vi.advanceTimersByTime(0));
    expect(address()).toBe('/news?category=agriculture&page=3');
  });

  it('writes at once from then on', () => {
    renderFresh();
    act(() => vi.advanceTimersByTime(0));
    act(() => reader.push({ page: 4 }));
    expect(address()).toBe('/news?category=agriculture&page=4');
  });

  it('writes nothing of a reader that is gone before the router follows', () => {
    const { unmount } = renderFresh();
    act(() => reader.push({ page: 2 }));
    unmount();
    act(() => vi.advanceTimersByTime(10));
    expect(address()).toBe('/news?category=agriculture');
  });
});
