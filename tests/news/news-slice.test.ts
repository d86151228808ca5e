// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestNews } from '@/lib/news/api-client';
import { readDeviceRecord } from '@/lib/news/device-storage';
import { toArticles } from '@/lib/news/transform';
import type { Article, NewsResult } from '@/lib/news/types';
import { deviceRead, savedPageShown } from '@/store/device-actions';
import { fetchNews, newsStateFromResult, readerUrlChanged, toggleBookmark } from '@/store/news-slice';
import { makeStore } from '@/store/store';
import { preferencesChanged, signedIn, signedOut } from '@/store/user-slice';

vi.mock('@/lib/news/api-client', () => ({ requestNews: vi.fn() }));
const mockedRequest = vi.mocked(requestNews);

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

let store: ReturnType<typeof makeStore>;
const news = () => store.getState().news;

beforeEach(() => {
  store = makeStore();
  // A URL change makes the store's listener fetch the page it names.
  mockedRequest.mockReset().mockResolvedValue(result());
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

describe('fetchNews transitions', () => {
  it('pending sets loading and clears the error', () => {
    store.dispatch(fetchNews.rejected(null, 'r0', undefined, 'पिछली त्रुटि'));
    expect(news().error).toBe('पिछली त्रुटि');
    store.dispatch(fetchNews.pending('r1', undefined));
    expect(news().loading).toBe(true);
    expect(news().error).toBeNull();
  });

  it('fulfilled stores articles, totals, page and page count, and clears loading', () => {
    store.dispatch(fetchNews.pending('r1', undefined));
    store.dispatch(fetchNews.fulfilled(result(), 'r1', undefined));
    expect(news()).toMatchObject({ loading: false, totalResults: 45, page: 2, totalPages: 3, error: null });
    expect(ids(news().articles)).toEqual(['a', 'b', 'c']);
  });

  it('fulfilled clears the search filter', () => {
    store.dispatch(fetchNews.fulfilled(result(), 'r1', undefined));
    store.dispatch(readerUrlChanged({ category: '', page: 2, q: 'किसान' }));
    expect(ids(news().filteredArticles)).toEqual(['b']);
    store.dispatch(fetchNews.fulfilled(result({ currentPage: 3, hasMore: false }), 'r2', undefined));
    expect(news().filteredArticles).toBeNull();
    expect(news().searchQuery).toBe('');
    expect(news().page).toBe(3);
  });

  it('rejected stores the message and clears loading', () => {
    store.dispatch(fetchNews.pending('r1', undefined));
    store.dispatch(fetchNews.rejected(null, 'r1', undefined, 'Rate limit exceeded. Please try again later.'));
    expect(news()).toMatchObject({ loading: false, error: 'Rate limit exceeded. Please try again later.' });
  });

  it("rejected without a message stores the error's own message", () => {
    store.dispatch(fetchNews.rejected(new Error('Network Error'), 'r1', undefined));
    expect(news().error).toBe('Network Error');
  });

  it('rejected keeps the articles already shown', () => {
    store.dispatch(fetchNews.fulfilled(result(), 'r1', undefined));
    store.dispatch(fetchNews.rejected(null, 'r2', undefined, 'Failed to fetch news'));
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
    store.dispatch(fetchNews.fulfilled(result(), 'r1', undefined));
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
    store.dispatch(fetchNews.rejected(null, 'r0', undefined, 'Failed to fetch news'));
    store.dispatch(url('', 1, 'मेला'));
    store.dispatch(savedPageShown({ articles: ARTICLES, savedAt: '2026-11-20T10:30:00.000Z' }));
    expect(news()).toMatchObject({ error: null, searchQuery: 'मेला' });
    expect(ids(news().articles)).toEqual(['a', 'b', 'c']);
    expect(ids(news().filteredArticles)).toEqual(['b', 'c']);
    expect(store.getState().device.pageSavedAt).toBe('2026-11-20T10:30:00.000Z');
  });

  it('an aborted request (replaced by a newer one) changes nothing', () => {
    store.dispatch(fetchNews.pending('r1', undefined));
    const aborted = fetchNews.rejected(new DOMException('Aborted', 'AbortError'), 'r1', undefined);
    store.dispatch({ ...aborted, meta: { ...aborted.meta, aborted: true } });
    expect(news()).toMatchObject({ loading: true, error: null });
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

describe('the fetchNews thunk', () => {
  it('asks for the defaults merged with the query and stores the answer', async () => {
    mockedRequest.mockResolvedValue(result());
    await store.dispatch(fetchNews({ category: 'sports', page: 2 }));
    expect(mockedRequest).toHaveBeenCalledWith({ category: 'sports', page: 2, limit: 20 }, expect.any(AbortSignal));
    expect(news()).toMatchObject({ loading: false, error: null, page: 2, totalPages: 3, totalResults: 45 });
    expect(ids(news().articles)).toEqual(['a', 'b', 'c']);
  });

  it('uses category "", page 1 and limit 20 without a query', async () => {
    mockedRequest.mockResolvedValue(result({ currentPage: 1 }));
    await store.dispatch(fetchNews());
    expect(mockedRequest).toHaveBeenCalledWith({ category: '', page: 1, limit: 20 }, expect.any(AbortSignal));
  });

  it('is loading while the request runs', async () => {
    let answer!: (r: NewsResult) => void;
    mockedRequest.mockReturnValue(new Promise<NewsResult>((resolve) => (answer = resolve)));
    const running = store.dispatch(fetchNews());
    expect(news().loading).toBe(true);
    answer(result());
    await running;
    expect(news().loading).toBe(false);
  });

  it('stores the error message on failure and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockedRequest.mockRejectedValue(new Error('Rate limit exceeded. Please try again later.'));
    const action = await store.dispatch(fetchNews());
    expect(fetchNews.rejected.match(action)).toBe(true);
    expect(news()).toMatchObject({ loading: false, error: 'Rate limit exceeded. Please try again later.' });
    expect(log).toHaveBeenCalled();
  });

  it("stores 'Failed to fetch news' when the failure is not an Error", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockedRequest.mockRejectedValue('boom');
    await store.dispatch(fetchNews());
    expect(news().error).toBe('Failed to fetch news');
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
