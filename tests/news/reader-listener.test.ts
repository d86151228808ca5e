import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connection } from '../support/connection-probe';
import { readDeviceRecord, saveBookmarks, saveCachedPage, STORAGE_KEYS } from '@/lib/news/device-storage';
import { toArticles } from '@/lib/news/transform';
import type { Article, NewsResult } from '@/lib/news/types';
import { articleViewed } from '@/store/device-slice';
import { newsStateFromResult, pageRendered, readerUrlChanged, toggleBookmark } from '@/store/news-slice';
import { readerStarted, readerStopped, retryRequested } from '@/store/reader-listener';
import { makeStore, type RootState } from '@/store/store';
import { initialDeviceState } from '@/store/device-slice';
import { initialUserState, preferencesChanged } from '@/store/user-slice';

vi.mock('@/lib/news/connection-probe', () => import('../support/connection-probe'));

const articles = (...ids: string[]): Article[] =>
  toArticles(
    ids.map((id) => ({ id, title: `समाचार ${id}`, description: '' })),
    0,
  );
const page = (ids: string[], currentPage = 1): NewsResult => ({
  articles: articles(...ids),
  totalResults: 60,
  currentPage,
  totalPages: 3,
  hasMore: currentPage < 3,
});
const ids = (list: Article[]) => list.map((a) => a.id);
const stored = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');
const SERVER_TIME = '2026-11-23T06:00:00.000Z';

let online = true;
let store: ReturnType<typeof makeStore>;
/** Next's router as the listener sees it: asked to render the page again. */
const router = { refresh: vi.fn() };

/** The server's render of an address, as the router brings it to the store. */
const rendered = (result: NewsResult, error: string | null = null) =>
  pageRendered({
    articles: result.articles,
    totalResults: result.totalResults,
    page: result.currentPage,
    totalPages: result.totalPages,
    error,
  });

function serverStore(overrides: Partial<RootState> = {}) {
  return makeStore(
    {
      news: newsStateFromResult(page(['s1', 's2']), ''),
      user: initialUserState,
      device: { ...initialDeviceState, pageSavedAt: SERVER_TIME },
      ...overrides,
    },
    router,
  );
}

/** Lets the listener's async effects run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  online = true;
  connection.reachable = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  router.refresh.mockReset();
  window.history.replaceState(null, '', '/news');
  store = serverStore();
});

afterEach(() => {
  store.dispatch(readerStopped());
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('pages asked for and rendered', () => {
  it('shows loading when the address names another category, page or edition, and not for a search', () => {
    store.dispatch(readerUrlChanged({ category: '', page: 1, q: 'समाचार' }));
    expect(store.getState().news.loading).toBe(false);
    store.dispatch(readerUrlChanged({ category: 'sports', page: 1, q: '' }));
    expect(store.getState().news).toMatchObject({ loading: true, category: 'sports', error: null });
    store.dispatch(rendered(page(['sp1'])));
    expect(store.getState().news).toMatchObject({ loading: false, category: 'sports' });
    expect(ids(store.getState().news.articles)).toEqual(['sp1']);
    store.dispatch(readerUrlChanged({ category: 'sports', page: 2, q: '' }));
    expect(store.getState().news.loading).toBe(true);
  });

  it("asks for the district's edition when the address turns it on, and the state's when it turns it off", () => {
    store.dispatch(readerUrlChanged({ category: '', page: 1, q: '', district: 'rohtas' }));
    expect(store.getState().news.loading).toBe(true);
    store.dispatch(rendered(page(['d1'])));
    store.dispatch(readerUrlChanged({ category: '', page: 1, q: 'धान', district: 'rohtas' }));
    expect(store.getState().news.loading).toBe(false);
    store.dispatch(readerUrlChanged({ category: '', page: 1, q: '' }));
    expect(store.getState().news.loading).toBe(true);
  });

  it('loads the rules for a Latin-letter query on first use, and applies the search again with them', async () => {
    const kisan = toArticles([{ id: 'k', title: 'धान खरीद केंद्रों पर किसानों की कतार', description: '' }], 0);
    store = serverStore({ news: newsStateFromResult({ ...page(['1']), articles: [...articles('1'), ...kisan] }, '') });
    store.dispatch(readerUrlChanged({ category: '', page: 1, q: 'kisan' }));
    await vi.waitFor(() => expect(store.getState().news.filteredArticles?.map((a) => a.id)).toEqual(['k']));
  });

  it('applies the search asked for again to a page rendered in its place', () => {
    store.dispatch(readerUrlChanged({ category: '', page: 1, q: 'p1' }));
    store.dispatch(rendered(page(['p1', 'p2'])));
    expect(store.getState().news.searchQuery).toBe('p1');
    expect(ids(store.getState().news.filteredArticles ?? [])).toEqual(['p1']);
  });

  it('keeps the articles shown and stores the message when the server met an error', () => {
    store.dispatch(readerUrlChanged({ category: 'jobs', page: 1, q: '' }));
    store.dispatch(rendered(page([]), 'Rate limit exceeded. Please try again later.'));
    expect(store.getState().news).toMatchObject({
      loading: false,
      error: 'Rate limit exceeded. Please try again later.',
    });
    expect(ids(store.getState().news.articles)).toEqual(['s1', 's2']);
  });

  it('asks the router for the same page again on retry, showing it is loading', () => {
    store.dispatch(rendered(page([]), 'Failed to fetch news'));
    store.dispatch(retryRequested());
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(store.getState().news).toMatchObject({ loading: true, error: null });
  });

  it('saves every rendered page on the device with the time it arrived, and no failed one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T09:15:00.000Z'));
    store.dispatch(rendered(page(['p1'])));
    vi.useRealTimers();
    expect(stored(STORAGE_KEYS.cached)).toEqual(articles('p1'));
    expect(stored(STORAGE_KEYS.cachedAt)).toBe('2026-11-23T09:15:00.000Z');
    expect(store.getState().device.pageSavedAt).toBe('2026-11-23T09:15:00.000Z');
    store.dispatch(rendered(page([]), 'Failed to fetch news'));
    expect(stored(STORAGE_KEYS.cached)).toEqual(articles('p1'));
  });
});

describe('writing to the device', () => {
  it('saves bookmarks as they change', () => {
    const [a] = articles('a');
    if (!a) throw new Error('fixture');
    store.dispatch(toggleBookmark(a));
    expect(stored(STORAGE_KEYS.bookmarks)).toEqual([a]);
    store.dispatch(toggleBookmark(a));
    expect(stored(STORAGE_KEYS.bookmarks)).toEqual([]);
  });

  it('records each viewed article: views, most-read order and the article for offline', () => {
    const [a, b] = articles('a', 'b');
    if (!a || !b) throw new Error('fixture');
    store.dispatch(articleViewed(a));
    store.dispatch(articleViewed(b));
    store.dispatch(articleViewed(a));
    expect(stored(STORAGE_KEYS.views)).toEqual({ a: 2, b: 1 });
    expect(stored(STORAGE_KEYS.mostRead)).toEqual(['a', 'b']);
    expect(ids(stored(STORAGE_KEYS.opened) as Article[])).toEqual(['a', 'b']);
  });

  it('saves the preferences and their cookie', () => {
    store.dispatch(preferencesChanged({ layout: 'list' }));
    store.dispatch(preferencesChanged({ preferredCategories: ['health'] }));
    expect(stored(STORAGE_KEYS.preferences)).toEqual({ layout: 'list', preferredCategories: ['health'] });
    expect(document.cookie).toContain('reader_preferences=layout%3Dlist%26categories%3Dhealth');
  });
});

describe('starting the reader', () => {
  it('reads the device: bookmarks, reading record and preferences', () => {
    saveBookmarks(articles('b1'));
    window.localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ layout: 'list', preferredCategories: [] }));
    expect(store.getState().device.storageRead).toBe(false);
    store.dispatch(readerStarted());
    const state = store.getState();
    expect(state.device.storageRead).toBe(true);
    expect(ids(state.news.bookmarks)).toEqual(['b1']);
    expect(state.user.preferences.layout).toBe('list');
  });

  it('online, saves the page the server rendered as the last fetched page', () => {
    store.dispatch(readerStarted());
    expect(readDeviceRecord().cachedPage).toEqual({ articles: articles('s1', 's2'), savedAt: SERVER_TIME });
  });

  it('offline, shows the page saved on the device when it is newer than the one given', () => {
    saveCachedPage({ articles: articles('saved'), savedAt: '2026-11-23T08:00:00.000Z' });
    online = false;
    store.dispatch(readerStarted());
    const state = store.getState();
    expect(state.device).toMatchObject({ online: false, pageSavedAt: '2026-11-23T08:00:00.000Z' });
    expect(ids(state.news.articles)).toEqual(['saved']);
  });

  it('offline, keeps the page given when the saved one is older', () => {
    saveCachedPage({ articles: articles('old'), savedAt: '2026-11-22T08:00:00.000Z' });
    online = false;
    store.dispatch(readerStarted());
    expect(ids(store.getState().news.articles)).toEqual(['s1', 's2']);
    expect(store.getState().device.pageSavedAt).toBe(SERVER_TIME);
  });

  it('going offline is noticed, and coming back asks the router for the page again, quietly', async () => {
    store.dispatch(readerStarted());
    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(store.getState().device.online).toBe(false);
    online = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(store.getState().device.online).toBe(true);
    expect(router.refresh).toHaveBeenCalledTimes(1);
    // No loading screen: the page shown stays until the new one arrives.
    expect(store.getState().news.loading).toBe(false);
    expect(ids(store.getState().news.articles)).toEqual(['s1', 's2']);
    store.dispatch(rendered(page(['fresh'])));
    expect(ids(store.getState().news.articles)).toEqual(['fresh']);
  });

  it('follows bookmarks changed in another tab', () => {
    store.dispatch(readerStarted());
    saveBookmarks(articles('other-tab'));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.bookmarks }));
    expect(ids(store.getState().news.bookmarks)).toEqual(['other-tab']);
  });

  it('counts as offline when the browser says online but the site does not answer (a page the worker kept)', async () => {
    saveCachedPage({ articles: articles('saved'), savedAt: '2026-11-23T08:00:00.000Z' });
    connection.reachable = false;
    store.dispatch(readerStarted());
    await settle();
    expect(store.getState().device).toMatchObject({ online: false, pageSavedAt: '2026-11-23T08:00:00.000Z' });
    expect(ids(store.getState().news.articles)).toEqual(['saved']);
    // The older page it was given never replaces the newer one saved on the device.
    expect(readDeviceRecord().cachedPage.articles).toEqual(articles('saved'));

    connection.reachable = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    await settle();
    expect(store.getState().device.online).toBe(true);
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });
});
