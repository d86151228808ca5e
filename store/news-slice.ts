import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestNews, requestSearch } from '@/lib/news/api-client';
import { DEFAULT_PAGE_SIZE, GENERIC_NEWS_ERROR, type CategoryFilter } from '@/lib/news/constants';
import type { ReaderAddress } from '@/lib/news/reader-address';
import { filterArticles } from '@/lib/news/search';
import type { Article, NewsQuery, NewsResult } from '@/lib/news/types';
import { deviceRead, savedPageShown } from './device-actions';

/** The reader's news: the page shown, what it was asked for, the search over it, and the bookmarks. */
export interface NewsState {
  articles: Article[];
  category: CategoryFilter;
  loading: boolean;
  error: string | null;
  bookmarks: Article[];
  searchQuery: string;
  totalResults: number;
  page: number;
  totalPages: number;
  /** null when there is no search. */
  filteredArticles: Article[] | null;
}

export const initialNewsState: NewsState = {
  articles: [],
  category: '',
  loading: false,
  error: null,
  bookmarks: [],
  searchQuery: '',
  totalResults: 0,
  page: 1,
  totalPages: 0,
  filteredArticles: null,
};

/** A page request; a quiet one (the refresh when the connection comes back) keeps the page shown while it runs. */
/** With `search`, a page of all news for that query; with `district`, the district's edition. */
export type NewsRequest = Partial<NewsQuery> & { district?: string; search?: string; quiet?: boolean };

export const fetchNews = createAsyncThunk<NewsResult, NewsRequest | undefined, { rejectValue: string }>(
  'news/fetchNews',
  async (request, { rejectWithValue, signal }) => {
    const query = {
      category: request?.category ?? '',
      page: request?.page ?? 1,
      limit: request?.limit ?? DEFAULT_PAGE_SIZE,
      ...(request?.district ? { district: request.district } : {}),
    };
    try {
      if (request?.search) return await requestSearch(request.search, query.page, signal);
      return await requestNews(query, signal);
    } catch (error) {
      // A newer request replaced this one: nothing to report.
      if (signal.aborted) throw error;
      console.error('News fetch failed', error);
      return rejectWithValue(error instanceof Error ? error.message : GENERIC_NEWS_ERROR);
    }
  },
);

const searchOver = (articles: Article[], query: string) => (query.trim() ? filterArticles(articles, query) : null);

/** The state a server-fetched page starts the store with (no second fetch on the client). */
export function newsStateFromResult(result: NewsResult, category: CategoryFilter, searchQuery = ''): NewsState {
  const query = searchQuery.trim();
  return {
    ...initialNewsState,
    articles: result.articles,
    category,
    totalResults: result.totalResults,
    page: result.currentPage,
    totalPages: result.totalPages,
    searchQuery: query,
    filteredArticles: searchOver(result.articles, query),
  };
}

const newsSlice = createSlice({
  name: 'news',
  initialState: initialNewsState,
  reducers: {
    /**
     * The URL changed (a click in the reader, Back or Forward): the store follows what it says.
     * Choosing a category writes page 1 into the URL, so a new category starts at its first page.
     */
    readerUrlChanged(
      state,
      action: PayloadAction<
        Pick<ReaderAddress, 'category' | 'page' | 'q'> & Partial<Pick<ReaderAddress, 'district' | 'searchAll'>>
      >,
    ) {
      const { category, page, q } = action.payload;
      state.page = page;
      state.category = category;
      state.searchQuery = q;
      state.filteredArticles = searchOver(state.articles, q);
    },
    /** The rules for Latin-letter queries arrived: the search shown applies again with them. */
    latinSearchLoaded(state) {
      state.filteredArticles = searchOver(state.articles, state.searchQuery);
    },
    toggleBookmark(state, action: PayloadAction<Article>) {
      const index = state.bookmarks.findIndex((a) => a.id === action.payload.id);
      if (index >= 0) state.bookmarks.splice(index, 1);
      else state.bookmarks.push(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchNews.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchNews.fulfilled, (state, action) => {
        state.loading = false;
        state.articles = action.payload.articles;
        state.totalResults = action.payload.totalResults;
        state.page = action.payload.currentPage;
        state.totalPages = action.payload.totalPages;
        state.searchQuery = '';
        state.filteredArticles = null;
      })
      .addCase(fetchNews.rejected, (state, action) => {
        // A request replaced by a newer one leaves the state to the newer one.
        if (action.meta.aborted) return;
        state.loading = false;
        state.error = action.payload ?? action.error.message ?? GENERIC_NEWS_ERROR;
      })
      .addCase(deviceRead, (state, action) => {
        state.bookmarks = action.payload.bookmarks;
      })
      .addCase(savedPageShown, (state, action) => {
        state.articles = action.payload.articles;
        state.error = null;
        state.filteredArticles = searchOver(state.articles, state.searchQuery);
      });
  },
});

export const { readerUrlChanged, toggleBookmark, latinSearchLoaded } = newsSlice.actions;
export const newsReducer = newsSlice.reducer;
