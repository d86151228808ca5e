import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_READER_PREFERENCES, type ReaderPreferences } from '@/lib/news/reader-preferences';
import type { SignedInMember } from '@/lib/team/member';
import { deviceRead } from './device-actions';

/**
 * The visitor: the team member signed in on this browser, if any, and the reader's preferences.
 * The dark theme is a site-wide setting applied before the first paint on every page (see
 * lib/theme), so it has one owner there rather than a copy here.
 */
export interface UserState {
  isAuthenticated: boolean;
  userData: SignedInMember | null;
  preferences: ReaderPreferences;
}

export const initialUserState: UserState = {
  isAuthenticated: false,
  userData: null,
  preferences: DEFAULT_READER_PREFERENCES,
};

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    signedIn(state, action: PayloadAction<SignedInMember>) {
      state.isAuthenticated = true;
      state.userData = action.payload;
    },
    signedOut(state) {
      state.isAuthenticated = false;
      state.userData = null;
    },
    preferencesChanged(state, action: PayloadAction<Partial<ReaderPreferences>>) {
      state.preferences = { ...state.preferences, ...action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(deviceRead, (state, action) => {
      if (action.payload.preferences) state.preferences = action.payload.preferences;
    });
  },
});

export const { signedIn, signedOut, preferencesChanged } = userSlice.actions;
export const userReducer = userSlice.reducer;
