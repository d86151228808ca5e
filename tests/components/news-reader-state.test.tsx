import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connection } from '../support/connection-probe';
import { NewsReader } from '@/components/news/news-reader';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { saveBookmarks, STORAGE_KEYS } from '@/lib/news/device-storage';
import type { CategoryFilter } from '@/lib/news/constants';
import { toArticles } from '@/lib/news/transform';
import type { Article } from '@/lib/news/types';
import { initialDeviceState } from '@/store/device-slice';
import { newsStateFromResult } from '@/store/news-slice';
import { readReaderAddress } from '@/lib/news/reader-address';
import { routerCalls } from '../support/history-navigation';
import { ServerRenderedReader } from '../support/server-rendered-reader';
import type { RootState } from '@/store/store';
import { initialUserState } from '@/store/user-slice';

vi.mock('next/navigation', () => import('../support/history-navigation'));
vi.mock('@/lib/news/connection-probe', () => import('../support/connection-probe'));

const articles = (...titles: string[]): Article[] =>
  toArticles(
    titles.map((title, i) => ({ id: `id-${title}-${i}`, title, description: `${title} का विवरण` })),
    0,
  );
const PAGE = articles('पटना में मेला', 'सासाराम में बारिश', 'गया में परीक्षा');
const SAVED_AT = '2026-11-23T08:30:00.000Z';

let online = true;
/** The addresses the server rendered after the first load. */
let served: { category: string; page: number }[] = [];

function renderReader(
  url: string,
  {
    locale = 'en',
    category = '',
    state = {},
    headlines = [],
  }: { locale?: Locale; category?: CategoryFilter; state?: Partial<RootState>; headlines?: Article[] } = {},
) {
  window.history.replaceState(null, '', url);
  const firstRender: Partial<RootState> = {
    news: newsStateFromResult(
      { articles: PAGE, totalResults: 60, currentPage: 1, totalPages: 3, hasMore: true },
      category,
    ),
    user: initialUserState,
    device: { ...initialDeviceState, pageSavedAt: SAVED_AT },
    ...state,
  };
  // The server: the page it was given first, then for each address the router asks for, a page
  // named after its category and number.
  let renders = 0;
  const server = (search: URLSearchParams): Partial<RootState> => {
    renders += 1;
    if (renders === 1) return firstRender;
    const address = readReaderAddress(search);
    served.push({ category: address.category, page: address.page });
    return {
      news: newsStateFromResult(
        {
          articles: articles(`${address.category || 'all'} पेज ${address.page}`),
          totalResults: 60,
          currentPage: address.page,
          totalPages: 3,
          hasMore: true,
        },
        address.category,
      ),
    };
  };
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale={locale} messages={{ News: messagesFor(locale).News }} timeZone="Asia/Kolkata">
      <ServerRenderedReader server={server}>
        <NewsReader stale={false} headlines={headlines} headlinesHeading="Top headlines" />
      </ServerRenderedReader>
    </NextIntlClientProvider>,
  );
  return { user };
}

const shownTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const stored = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

beforeEach(() => {
  online = true;
  connection.reachable = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  served = [];
  routerCalls.length = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.cookie = 'reader_preferences=; Max-Age=0; Path=/';
});

describe('the layout', () => {
  it('is a grid by default, switches to a list, and is remembered on the device', async () => {
    const { user } = renderReader('/news');
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'grid');
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'list');
    expect(stored(STORAGE_KEYS.preferences)).toEqual({ layout: 'list', preferredCategories: [] });
    // Every article is a row, with its description.
    expect(screen.getAllByRole('article').map((a) => a.dataset.presentation)).toEqual([
      'thumbnail',
      'thumbnail',
      'thumbnail',
    ]);
    expect(screen.getByText('पटना में मेला का विवरण')).toBeInTheDocument();
  });

  it('starts as the server was told by the cookie', () => {
    renderReader('/news', {
      state: { user: { ...initialUserState, preferences: { layout: 'list', preferredCategories: [] } } },
    });
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'list');
  });
});

describe('preferred categories', () => {
  it('are starred from the category shown, come first, and are remembered', async () => {
    const { user } = renderReader('/news?category=health', { category: 'health' });
    expect(tabNames().slice(0, 3)).toEqual(['All', 'Regional', 'Education']);
    const star = screen.getByRole('button', { name: 'Show Health first' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(tabNames().slice(0, 3)).toEqual(['All', 'Health', 'Regional']);
    expect(stored(STORAGE_KEYS.preferences)).toEqual({ layout: 'grid', preferredCategories: ['health'] });
    await user.click(star);
    expect(tabNames().slice(0, 2)).toEqual(['All', 'Regional']);
  });

  it('make "All" a named address, because the bare one opens on them', async () => {
    const { user } = renderReader('/news?category=jobs', {
      category: 'jobs',
      state: { user: { ...initialUserState, preferences: { layout: 'grid', preferredCategories: ['jobs'] } } },
    });
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(routerCalls).toEqual([{ method: 'push', href: '/news?category=all' }]);
    expect(served).toEqual([{ category: '', page: 1 }]);
    expect(shownTitles()).toEqual(['all पेज 1']);
  });

  it('label the articles, the panel of the category tabs, with the category shown', async () => {
    const { user } = renderReader('/news?category=jobs', { category: 'jobs' });
    expect(screen.getByRole('tabpanel', { name: 'Jobs' })).toHaveAttribute(
      'id',
      screen.getByRole('tab', { name: 'Jobs' }).getAttribute('aria-controls'),
    );
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await act(async () => {});
    expect(screen.getByRole('tabpanel', { name: 'All' })).toBeInTheDocument();
  });

  it('are offered in Hindi too', () => {
    renderReader('/hi/news?category=sports', { locale: 'hi', category: 'sports' });
    expect(screen.getByRole('button', { name: 'खेल पहले दिखाएँ' })).toBeInTheDocument();
  });
});

describe('bookmarks after a reload', () => {
  it('show a placeholder, not the full list, until the device is read', async () => {
    saveBookmarks(articles('सहेजी गई ख़बर'));
    window.history.replaceState(null, '', '/news?view=bookmarks');
    // What the server renders, and the browser's first render: a store whose reader has not started.
    const { makeStore } = await import('@/store/store');
    const { Provider } = await import('react-redux');
    const notStarted = makeStore({
      news: newsStateFromResult({ articles: PAGE, totalResults: 3, currentPage: 1, totalPages: 1, hasMore: false }, ''),
    });
    const first = render(
      <NextIntlClientProvider locale="en" messages={{ News: messagesFor('en').News }}>
        <Provider store={notStarted}>
          <NewsReader stale={false} headlines={[]} headlinesHeading="Top headlines" />
        </Provider>
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading news…' })).toBeInTheDocument();
    expect(shownTitles()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Bookmarks' })).toBeInTheDocument();
    first.unmount();

    renderReader('/news?view=bookmarks');
    expect(shownTitles()).toEqual(['सहेजी गई ख़बर']);
    expect(screen.getByRole('button', { name: 'Bookmarks (1)' })).toBeInTheDocument();
  });
});

describe('offline', () => {
  it('says so with the time the news was saved, in English and Hindi', async () => {
    online = false;
    renderReader('/news');
    // The notice's code loads when it is first shown.
    expect(await screen.findByText(/^You are offline; showing news saved at /)).toHaveTextContent('23 November 2026');
  });

  it('says so in Hindi', async () => {
    online = false;
    renderReader('/hi/news', { locale: 'hi' });
    expect(await screen.findByText(/^आप ऑफ़लाइन हैं; .* पर सहेजी गई ख़बरें दिख रही हैं$/)).toBeInTheDocument();
  });

  it('offers no button that needs the connection', () => {
    online = false;
    renderReader('/news');
    expect(screen.queryByRole('navigation', { name: 'News pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get news alerts' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sports' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'All' })).not.toBeDisabled();
    // What is on the device still works.
    expect(screen.getByRole('button', { name: 'Bookmarks (0)' })).toBeEnabled();
    expect(shownTitles()).toHaveLength(3);
  });

  it('refreshes quietly when the connection comes back: no loading screen, then the new page', async () => {
    online = false;
    renderReader('/news');
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading news…' })).not.toBeInTheDocument();
    // The router is asked for the page again; the server's new page replaces the one shown.
    expect(routerCalls).toEqual([{ method: 'refresh' }]);
    expect(shownTitles()).toEqual(['all पेज 1']);
  });
});

describe('choosing a category', () => {
  it('starts at page 1 of that category, in the URL and the store', async () => {
    const { user } = renderReader('/news?page=2');
    await user.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(routerCalls).toEqual([{ method: 'push', href: '/news?category=sports' }]);
    expect(window.location.search).toBe('?category=sports');
    expect(served).toEqual([{ category: 'sports', page: 1 }]);
    expect(shownTitles()).toEqual(['sports पेज 1']);
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('the page status', () => {
  it('tells the page and the number of articles', () => {
    renderReader('/news');
    expect(screen.getByText('Page 1 of 3 · 60 articles')).toBeInTheDocument();
  });
});

describe('the top headlines below the articles', () => {
  const HEADLINES = articles('राज्य में नई सड़कें', 'डेहरी में शीत भंडार').map((a, i) => ({ ...a, id: `hl-${i}` }));
  const strip = () => screen.getByRole('region', { name: 'Top headlines' });

  it('open over the list shown, from the articles the reader has, with no request', async () => {
    const { user } = renderReader('/news?category=sports&page=2', { category: 'sports', headlines: HEADLINES });
    const second = within(strip()).getByRole('link', { name: HEADLINES[1]!.title });
    // The address a headline names keeps the list, so a new tab or a browser without scripts opens on it too.
    expect(second).toHaveAttribute('href', `/news?category=sports&page=2&article=${HEADLINES[1]!.id}`);

    await user.click(second);
    expect(await screen.findByRole('dialog', { name: HEADLINES[1]!.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.search).toBe(`?category=sports&page=2&article=${HEADLINES[1]!.id}`);
    // Written with the History API: the router is not asked for a server render.
    expect(routerCalls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(window.location.search).toBe('?category=sports&page=2');
    expect(routerCalls).toEqual([]);
  });

  it('leave a click with a modifier to the browser', async () => {
    renderReader('/news', { headlines: HEADLINES });
    const link = within(strip()).getByRole('link', { name: HEADLINES[0]!.title });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(window.location.search).toBe('');
  });

  it('are not shown when the feed gave none', () => {
    renderReader('/news');
    expect(screen.queryByRole('region', { name: 'Top headlines' })).not.toBeInTheDocument();
  });
});
