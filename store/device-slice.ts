import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { EMPTY_READING_RECORD, withOpened, withView, type ReadingRecord } from '@/lib/news/reading-record';
import type { Article } from '@/lib/news/types';
import { deviceRead, savedPageShown } from './device-actions';

/** What the reader knows about this device: its connection and what it has stored and read. */
export interface DeviceState {
  /** False until the device's storage has been read: what depends on it shows a placeholder until then. */
  storageRead: boolean;
  online: boolean;
  /** When the page shown was fetched (the server's render, a later fetch, or the page saved on the device). */
  pageSavedAt: string | null;
  reading: ReadingRecord;
  /** Articles opened here, newest first, so they open again offline. */
  opened: Article[];
}

export const initialDeviceState: DeviceState = {
  storageRead: false,
  online: true,
  pageSavedAt: null,
  reading: EMPTY_READING_RECORD,
  opened: [],
};

const deviceSlice = createSlice({
  name: 'device',
  initialState: initialDeviceState,
  reducers: {
    connectionChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
    /** Viewing an article counts a view, moves it to the front of the most-read list and keeps it for offline. */
    articleViewed(state, action: PayloadAction<Article>) {
      state.reading = withView(state.reading, action.payload.id);
      state.opened = withOpened(state.opened, action.payload);
    },
    pageSaved(state, action: PayloadAction<string>) {
      state.pageSavedAt = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(deviceRead, (state, action) => {
        state.storageRead = true;
        state.reading = action.payload.reading;
        state.opened = action.payload.opened;
      })
      .addCase(savedPageShown, (state, action) => {
        state.pageSavedAt = action.payload.savedAt;
      });
  },
});

export const { connectionChanged, articleViewed, pageSaved } = deviceSlice.actions;
export const deviceReducer = deviceSlice.reducer;
