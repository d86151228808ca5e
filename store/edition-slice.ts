import { createSlice } from '@reduxjs/toolkit';
import { readerUrlChanged } from './news-slice';

/**
 * Which edition of the news the reader shows: the state's, or the district's own (gathered from
 * the whole feed by the server). The URL names it; the store follows, so the listener can tell a
 * change of edition from a search and fetch the other one.
 */
export interface EditionState {
  /** The district's slug while its edition is shown, else ''. */
  district: string;
}

export const initialEditionState: EditionState = { district: '' };

const editionSlice = createSlice({
  name: 'edition',
  initialState: initialEditionState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(readerUrlChanged, (state, action) => {
      state.district = action.payload.district ?? '';
    });
  },
});

export const editionReducer = editionSlice.reducer;
