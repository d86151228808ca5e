// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDeviceRecord } from '@/lib/news/device-storage';
import { toArticles } from '@/lib/news/transform';
import type { Article, NewsResult } from '@/lib/news/types';
import { deviceRead, savedPageShown } from '@/store/device-actions';
import {
  newsReducer,
  newsRequested,
  newsStateFromResult,
  pageRendered,
  readerUrlChanged,
  toggleBookmark,
} from '@/store/news-slice';
import { makeStore } from '@/store/store';
import { preferencesChanged, signedIn, signedOut } from '@/store/user-slice';

const ARTICLES: Article[] = toArticles(
  [
    { id: 'a', title: 'पटना में क्रिकेट मैच', description: 'Ranji Trophy का मुकाबला' },
    { id: 'b', title: 'किसान मेला', description: 'रोहतास में उन्नत बीज' },
    { id: 'c', title: 'Education fair', description: 'सासाराम में शिक्षा मेला' },
  ],
  0,
);

const result = (overrides: Partial<NewsResult> = {}): NewsResult => ({
  articles: ARTICLES,
  totalResults: 45,
  currentPage: 2,
  totalPages: 3,
  hasMore: true,
  ...overrides,
});

const ids = (list: Article[] | null) => list?.map((a) => a.id) ?? null;

/** The server's render of a page, as the router brings it to the store. */
const rendered = (page: NewsResult = result(), error: string | null = null) =>
  pageRendered({
    articles: page.articles,
    totalResults: page.totalResults,
    page: page.currentPage,
    totalPages: page.totalPages,
    error,
  });
const failed = (message: string) => rendered(result({ articles: [], totalResults: 0, totalPages: 0 }), message);

let store: ReturnType<typeof makeStore>;
const news = () => store.getState().news;

beforeEach(() => {
  store = makeStore();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('initial state', () => {
  it('has exactly the spec fields', () => {
    expect(news()).toEqual({
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
    });
  });

  it('gives the user slice its defaults', () => {
    expect(store.getState().user).toEqual({
      isAuthenticated: false,
      userData: null,
      preferences: { preferredCategories: [], layout: 'grid' },
    });
  });
});

// A news fetch is the router asking the server for the page an address names.
describe('news fetch transitions', () => {
  it('pending (newsRequested) sets loading and clears the error', () => {
    store.dispatch(failed('पिछली त्रुटि'));
    expect(news().error).toBe('पिछली त्रुटि');
    store.dispatch(newsRequested());
    expect(news().loading).toBe(true);
    expect(news().error).toBeNull();
  });

  it('fulfilled (a rendered page) stores articles, totals, page and page count, and clears loading', () => {
    store.dispatch(newsRequested());
    store.dispatch(rendered());
    expect(news()).toMatchObject({ loading: false, totalResults: 45, page: 2, totalPages: 3, error: null });
    expect(ids(news().articles)).toEqual(['a', 'b', 'c']);
  });

  // The reducer's own step; the store's listener then applies a search still asked for again
  // (tests/news/reader-listener.test.ts).
  it('fulfilled clears the search filter', () => {
    store.dispatch(rendered());
    store.dispatch(readerUrlChanged({ category: '', page: 2, q: 'किसान' }));
    expect(ids(news().filteredArticles)).toEqual(['b']);
    const next = newsReducer(
      news(),
      pageRendered({ articles: ARTICLES, totalResults: 45, page: 3, totalPages: 3, error: null }),
    );
    expect(next.filteredArticles).toBeNull();
    expect(next.searchQuery).toBe('');
    expect(next.page).toBe(3);
  });

  it('rejected (a page rendered with an error) stores the message and clears loading', () => {
    store.dispatch(newsRequested());
    store.dispatch(failed('Rate limit exceeded. Please try again later.'));
    expect(news()).toMatchObject({ loading: false, error: 'Rate limit exceeded. Please try again later.' });
  });

  it('rejected keeps the articles already shown', () => {
    store.dispatch(rendered());
    store.dispatch(failed('Failed to fetch news'));
    expect(ids(news().articles)).toEqual(['a', 'b', 'c']);
  });
});

describe('other transitions', () => {
  const url = (category: '' | 'sports' | 'health', page = 1, q = '') => readerUrlChanged({ category, page, q });

  it('a URL change sets category and page', () => {
    store.dispatch(url('', 4));
    expect(news()).toMatchObject({ category: '', page: 4 });
    store.dispatch(url('health', 3));
    expect(news()).toMatchObject({ category: 'health', page: 3 });
  });

  it('toggleBookmark adds an absent article and removes a present one', () => {
    const [a, b] = ARTICLES;
    if (!a || !b) throw new Error('fixture');
    store.dispatch(toggleBookmark(a));
    store.dispatch(toggleBookmark(b));
    expect(ids(news().bookmarks)).toEqual(['a', 'b']);
    store.dispatch(toggleBookmark({ ...a, title: 'changed copy, same id' }));
    expect(ids(news().bookmarks)).toEqual(['b']);
    store.dispatch(deviceRead({ ...readDeviceRecord(), bookmarks: [a] }));
    expect(ids(news().bookmarks)).toEqual(['a']);
  });

  it('the URL search filters by title and description; an empty query gives null', () => {
    store.dispatch(rendered());
    store.dispatch(url('', 2, 'ranji'));
    expect(ids(news().filteredArticles)).toEqual(['a']);
    store.dispatch(url('', 2, 'मेला'));
    expect(ids(news().filteredArticles)).toEqual(['b', 'c']);
    store.dispatch(url('', 2, 'मौसम'));
    expect(news().filteredArticles).toEqual([]);
    store.dispatch(url('', 2, ''));
    expect(news().filteredArticles).toBeNull();
    expect(news().searchQuery).toBe('');
    store.dispatch(url('', 2, '   '));
    expect(news().filteredArticles).toBeNull();
  });

  it('a saved page shown offline replaces the articles, keeps the search and clears the error', () => {
    store.dispatch(failed('Failed to fetch news'));
    store.dispatch(url('', 1, 'मेला'));
    store.dispatch(savedPageShown({ articles: ARTICLES, savedAt: '2026-11-20T10:30:00.000Z' }));
    expect(news()).toMatchObject({ error: null, searchQuery: 'मेला' });
    expect(ids(news().articles)).toEqual(['a', 'b', 'c']);
    expect(ids(news().filteredArticles)).toEqual(['b', 'c']);
    expect(store.getState().device.pageSavedAt).toBe('2026-11-20T10:30:00.000Z');
  });

  it('newsStateFromResult starts the store from a server page', () => {
    const state = newsStateFromResult(result(), 'education', '  मेला ');
    expect(state).toMatchObject({
      category: 'education',
      page: 2,
      totalPages: 3,
      totalResults: 45,
      searchQuery: 'मेला',
    });
    expect(ids(state.filteredArticles)).toEqual(['b', 'c']);
    expect(newsStateFromResult(result(), '').filteredArticles).toBeNull();
  });
});

describe('user slice transitions', () => {
  it('signs in and out and merges preferences', () => {
    store.dispatch(signedIn({ memberId: 'M1', name: 'अमित', role: 'member' }));
    expect(store.getState().user).toMatchObject({ isAuthenticated: true, userData: { memberId: 'M1' } });
    store.dispatch(preferencesChanged({ layout: 'list' }));
    expect(store.getState().user.preferences).toEqual({ preferredCategories: [], layout: 'list' });
    store.dispatch(signedOut());
    expect(store.getState().user).toMatchObject({ isAuthenticated: false, userData: null });
  });
});
