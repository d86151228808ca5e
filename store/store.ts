import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { newsReducer } from './news-slice';
import { userReducer } from './user-slice';

const rootReducer = combineReducers({ news: newsReducer, user: userReducer });

export type RootState = ReturnType<typeof rootReducer>;

/** A new store per request / per mounted reader: never a module-level store. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
