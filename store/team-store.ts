import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { clearSession, storeSession } from '@/lib/team/auth';
import { notifySessionChange } from '@/lib/team/session-store';
import { signedIn, signedOut, userReducer } from './user-slice';

/**
 * The team page's store: only the user slice, so the page carries none of the reader's code. Its
 * listener keeps the three session items in step with the signed-in member and tells the header.
 */
const teamReducer = combineReducers({ user: userReducer });

export type TeamState = ReturnType<typeof teamReducer>;

export function makeTeamStore() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(signedIn, signedOut),
    effect: (action) => {
      try {
        if (signedIn.match(action)) storeSession(window.sessionStorage, action.payload);
        else clearSession(window.sessionStorage);
      } catch (error) {
        console.error('Could not keep the team session', error);
      }
      notifySessionChange();
    },
  });
  return configureStore({
    reducer: teamReducer,
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
}

export type TeamStore = ReturnType<typeof makeTeamStore>;
