import { createSlice } from '@reduxjs/toolkit';
import { readerUrlChanged } from './news-slice';

/**
 * Which edition of the news the reader shows: the state's, the district's own (gathered from
 * the whole feed by the server), or all news for a query (the provider's search). The URL names
 * it; the store follows, so the listener can tell a change of edition, whose page the server
 * renders, from a search of the page shown.
 */
export interface EditionState {
  /** The district's slug while its edition is shown, else ''. */
  district: string;
  /** The query whose results from all news are shown, else '' (the state's or district's pages). */
  search: string;
}

export const initialEditionState: EditionState = { district: '', search: '' };

const editionSlice = createSlice({
  name: 'edition',
  initialState: initialEditionState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(readerUrlChanged, (state, action) => {
      const { district = '', searchAll = false, q } = action.payload;
      state.district = district;
      state.search = searchAll ? q.trim() : '';
    });
  },
});

export const editionReducer = editionSlice.reducer;
