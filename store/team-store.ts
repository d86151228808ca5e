import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { storedSignedInName } from '@/lib/team/session-store';
import { signedIn, signedOut, userReducer } from './user-slice';

/**
 * The team page's store: only the user slice, so the page carries none of the reader's code. Its
 * listener keeps this tab's note of the signed-in member (lib/team/session-store.ts) in step.
 */
const teamReducer = combineReducers({ user: userReducer });

export type TeamState = ReturnType<typeof teamReducer>;

export function makeTeamStore() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(signedIn, signedOut),
    effect: (action) => storedSignedInName.set(signedIn.match(action) ? action.payload.name : null),
  });
  return configureStore({
    reducer: teamReducer,
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
}

export type TeamStore = ReturnType<typeof makeTeamStore>;
