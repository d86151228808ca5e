import { createAction, createListenerMiddleware, isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import {
  readDeviceRecord,
  saveBookmarks,
  saveCachedPage,
  savePreferences,
  saveReading,
  SHARED_KEYS,
} from '@/lib/news/device-storage';
import { OFFLINE_RECHECK_MS, reachesSite } from '@/lib/news/connection-probe';
import { DISTRICT_SLUG } from '@/lib/news/district-places';
import { deviceRead, savedPageShown } from './device-actions';
import { articleViewed, connectionChanged, pageSaved } from './device-slice';
import { isLatinQuery, latinSearchReady, loadLatinSearch } from '@/lib/news/search';
import { latinSearchLoaded, newsRequested, pageRendered, readerUrlChanged, toggleBookmark } from './news-slice';
import type { AppDispatch, RootState } from './store';
import { preferencesChanged } from './user-slice';

/** The reader is on screen (dispatched once its store exists in the browser), and when it leaves. */
export const readerStarted = createAction('reader/started');
export const readerStopped = createAction('reader/stopped');
/** The reader asked to try the failed page again. */
export const retryRequested = createAction('news/retryRequested');

type StartListening = TypedStartListening<RootState, AppDispatch>;

/** What the reader asks of the page's router: the page its address names, rendered again by the server. */
export interface ReaderRouter {
  refresh: () => void;
}

/** Without Next's router (a store made outside the reader), the page is loaded again. */
const reloadingRouter: ReaderRouter = { refresh: () => window.location.reload() };

const isNewer = (a: string | null, b: string | null) => a !== null && (b === null || Date.parse(a) > Date.parse(b));

/**
 * The one place where the reader's store meets the outside world: it reads and writes the
 * device's storage, asks the router for the page again, and follows the connection. The pages
 * themselves come from the server, as the router fetches each address. Components only dispatch
 * what happened and render the state.
 */
export function listenForReader(startListening: StartListening, router: ReaderRouter = reloadingRouter): void {
  // Another page asked for (a category, a page, the district's or the search's edition): the router
  // brings it; until then the reader shows that it is loading.
  startListening({
    actionCreator: readerUrlChanged,
    effect: (_, api) => {
      const before = api.getOriginalState();
      const { news, edition } = api.getState();
      const sameRequest =
        before.news.category === news.category &&
        before.news.page === news.page &&
        before.edition.district === edition.district &&
        before.edition.search === edition.search;
      if (!sameRequest) api.dispatch(newsRequested());
    },
  });

  // A retry asks the server for the page again; so does the connection coming back, quietly,
  // keeping the page shown until the new one arrives.
  startListening({
    matcher: isAnyOf(retryRequested, connectionChanged),
    effect: (action, api) => {
      if (connectionChanged.match(action) && (!action.payload || api.getOriginalState().device.online)) return;
      if (retryRequested.match(action)) api.dispatch(newsRequested());
      router.refresh();
    },
  });

  // Every page the server renders is saved on the device with its time, for reading offline. It
  // clears the search; a search still asked for applies again to the new page.
  startListening({
    actionCreator: pageRendered,
    effect: (action, api) => {
      if (action.payload.error) return;
      const savedAt = new Date().toISOString();
      saveCachedPage({ articles: action.payload.articles, savedAt });
      api.dispatch(pageSaved(savedAt));
      const q = api.getOriginalState().news.searchQuery;
      if (!q.trim()) return;
      const { news, edition } = api.getState();
      api.dispatch(
        readerUrlChanged({
          category: news.category,
          page: news.page,
          q,
          district: edition.district === '' ? '' : DISTRICT_SLUG,
          searchAll: edition.search !== '',
        }),
      );
    },
  });

  // A query in Latin letters: the rules for it load on first use, then the search applies again.
  startListening({
    matcher: isAnyOf(readerUrlChanged, readerStarted),
    effect: async (_, api) => {
      if (latinSearchReady() || !isLatinQuery(api.getState().news.searchQuery)) return;
      api.unsubscribe();
      try {
        await loadLatinSearch();
        api.dispatch(latinSearchLoaded());
      } catch (error) {
        // Offline before the rules were ever loaded: the plain search still works; try again later.
        console.error('The Latin-letter search could not load', error);
        api.subscribe();
      }
    },
  });

  startListening({
    actionCreator: toggleBookmark,
    effect: (_, api) => saveBookmarks(api.getState().news.bookmarks),
  });

  startListening({
    actionCreator: articleViewed,
    effect: (_, api) => {
      const { reading, opened } = api.getState().device;
      saveReading(reading, opened);
    },
  });

  startListening({
    actionCreator: preferencesChanged,
    effect: (_, api) => savePreferences(api.getState().user.preferences),
  });

  // Offline (at start or later): the last page fetched on this device, when it is newer than the page shown.
  startListening({
    actionCreator: connectionChanged,
    effect: (action, api) => {
      if (action.payload) return;
      const saved = readDeviceRecord().cachedPage;
      if (saved.articles.length > 0 && isNewer(saved.savedAt, api.getState().device.pageSavedAt)) {
        api.dispatch(savedPageShown(saved));
      }
    },
  });

  startListening({ actionCreator: readerStarted, effect: startReader });
}

/** Tells the store whether the site can be reached, when that changed. */
async function checkConnection(api: ListenerApi): Promise<void> {
  const online = navigator.onLine && (await reachesSite());
  if (online !== api.getState().device.online) api.dispatch(connectionChanged(online));
}

type ListenerApi = Parameters<Parameters<StartListening>[0]['effect']>[1];

async function startReader(_: unknown, api: ListenerApi): Promise<void> {
  const readDevice = () => api.dispatch(deviceRead(readDeviceRecord()));
  const { payload: record } = readDevice();
  const { news } = api.getState();

  const onOnline = () => void checkConnection(api);
  const onOffline = () => api.dispatch(connectionChanged(false));
  // Another tab bookmarked or read something: follow it here.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || SHARED_KEYS.includes(event.key)) readDevice();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  window.addEventListener('storage', onStorage);
  // While offline, look again now and then: a phone's link can stay "up" while no data flows.
  const recheck = window.setInterval(() => {
    if (!api.getState().device.online) void checkConnection(api);
  }, OFFLINE_RECHECK_MS);
  try {
    if (navigator.onLine) void checkConnection(api);
    else api.dispatch(connectionChanged(false));
    const { device } = api.getState();
    // The page the server rendered is the last page fetched for this device, unless the device
    // holds a newer one (this page may be an old copy the service worker answered offline).
    if (news.articles.length > 0 && device.pageSavedAt && isNewer(device.pageSavedAt, record.cachedPage.savedAt)) {
      saveCachedPage({ articles: news.articles, savedAt: device.pageSavedAt });
    }
    await api.condition(readerStopped.match);
  } finally {
    window.clearInterval(recheck);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('storage', onStorage);
  }
}

export function createReaderListener(router?: ReaderRouter) {
  const middleware = createListenerMiddleware();
  listenForReader(middleware.startListening.withTypes<RootState, AppDispatch>(), router);
  return middleware;
}
