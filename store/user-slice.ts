import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The user slice (spec 3). */
export interface UserPreferences {
  darkMode: boolean;
  preferredCategories: string[];
  layout: 'grid' | 'list';
}

export interface UserState {
  isAuthenticated: boolean;
  userData: { memberId: string; name: string; role: string } | null;
  preferences: UserPreferences;
}

export const initialUserState: UserState = {
  isAuthenticated: false,
  userData: null,
  preferences: { darkMode: false, preferredCategories: [], layout: 'grid' },
};

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    signedIn(state, action: PayloadAction<NonNullable<UserState['userData']>>) {
      state.isAuthenticated = true;
      state.userData = action.payload;
    },
    signedOut(state) {
      state.isAuthenticated = false;
      state.userData = null;
    },
    setPreferences(state, action: PayloadAction<Partial<UserPreferences>>) {
      state.preferences = { ...state.preferences, ...action.payload };
    },
  },
});

export const { signedIn, signedOut, setPreferences } = userSlice.actions;
export const userReducer = userSlice.reducer;
