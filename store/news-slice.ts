import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestNews } from '@/lib/news/api-client';
import { DEFAULT_PAGE_SIZE, GENERIC_NEWS_ERROR, type CategoryFilter } from '@/lib/news/constants';
import { filterArticles } from '@/lib/news/search';
import { cacheArticles } from '@/lib/news/tracking';
import type { Article, NewsQuery, NewsResult } from '@/lib/news/types';

/** The news slice, with exactly the spec's fields (section 3). */
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

export const fetchNews = createAsyncThunk<NewsResult, Partial<NewsQuery> | undefined, { rejectValue: string }>(
  'news/fetchNews',
  async (query, { rejectWithValue }) => {
    try {
      const result = await requestNews({ category: '', page: 1, limit: DEFAULT_PAGE_SIZE, ...query });
      cacheArticles(result.articles);
      return result;
    } catch (error) {
      console.error('News fetch failed', error);
      return rejectWithValue(error instanceof Error ? error.message : GENERIC_NEWS_ERROR);
    }
  },
);

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
    filteredArticles: query ? filterArticles(result.articles, query) : null,
  };
}

const newsSlice = createSlice({
  name: 'news',
  initialState: initialNewsState,
  reducers: {
    setCategory(state, action: PayloadAction<CategoryFilter>) {
      state.category = action.payload;
      state.page = 1;
    },
    setPage(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    setSearchQuery(state, action: PayloadAction<string>) {
      state.searchQuery = action.payload;
      state.filteredArticles = action.payload.trim() ? filterArticles(state.articles, action.payload) : null;
    },
    toggleBookmark(state, action: PayloadAction<Article>) {
      const index = state.bookmarks.findIndex((a) => a.id === action.payload.id);
      if (index >= 0) state.bookmarks.splice(index, 1);
      else state.bookmarks.push(action.payload);
    },
    setBookmarks(state, action: PayloadAction<Article[]>) {
      state.bookmarks = action.payload;
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
        state.loading = false;
        state.error = action.payload ?? action.error.message ?? GENERIC_NEWS_ERROR;
      });
  },
});

export const { setCategory, setPage, setSearchQuery, toggleBookmark, setBookmarks } = newsSlice.actions;
export const newsReducer = newsSlice.reducer;
