import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CategoryFilter } from '@/lib/news/constants';
import type { ReaderAddress } from '@/lib/news/reader-address';
import { filterArticles } from '@/lib/news/search';
import type { Article, NewsResult } from '@/lib/news/types';
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

/** What the server rendered for the address: its page of articles, or why there is none. */
type RenderedPage = Pick<NewsState, 'articles' | 'totalResults' | 'page' | 'totalPages' | 'error'>;

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
    /**
     * The address asks for another page than the one shown (a category, a page, an edition, or a
     * retry): it is on its way from the server.
     */
    newsRequested(state) {
      state.loading = true;
      state.error = null;
    },
    /**
     * The server rendered the page the address names: its articles, totals and page, with the
     * search cleared; or the error it met, which leaves the articles shown as they were.
     */
    pageRendered(state, action: PayloadAction<RenderedPage>) {
      const { error, articles, totalResults, page, totalPages } = action.payload;
      state.loading = false;
      state.error = error;
      if (error) return;
      state.articles = articles;
      state.totalResults = totalResults;
      state.page = page;
      state.totalPages = totalPages;
      state.searchQuery = '';
      state.filteredArticles = null;
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

export const { readerUrlChanged, newsRequested, pageRendered, toggleBookmark, latinSearchLoaded } = newsSlice.actions;
export const newsReducer = newsSlice.reducer;
