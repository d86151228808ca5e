import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { deviceReducer } from './device-slice';
import { editionReducer } from './edition-slice';
import { newsReducer } from './news-slice';
import { createReaderListener, type ReaderRouter } from './reader-listener';
import { userReducer } from './user-slice';

const rootReducer = combineReducers({
  news: newsReducer,
  edition: editionReducer,
  user: userReducer,
  device: deviceReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A new store per request / per mounted island: never a module-level store. The reader gives it
 * Next's router, which its listener asks for the page again (a retry, the connection back).
 */
export function makeStore(preloadedState?: Partial<RootState>, router?: ReaderRouter) {
  const listener = createReaderListener(router);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
