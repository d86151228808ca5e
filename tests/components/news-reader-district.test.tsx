import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsReader } from '@/components/news/news-reader';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { toArticles } from '@/lib/news/transform';
import type { Article } from '@/lib/news/types';
import { siteConfig } from '@/lib/site-config';
import { newsStateFromResult } from '@/store/news-slice';
import { initialDeviceState } from '@/store/device-slice';
import { makeStore } from '@/store/store';
import { readReaderAddress, type ReaderAddress } from '@/lib/news/reader-address';
import type { RootState } from '@/store/store';
import { ServerRenderedReader } from '../support/server-rendered-reader';

vi.mock('next/navigation', () => import('../support/history-navigation'));
// The district's edition comes from the server: turning the filter on or off asks the router for it.
vi.mock('@/lib/news/connection-probe', () => import('../support/connection-probe'));

const ABOUT_DISTRICT = 'सासाराम में रोजगार मेला';
const ALSO_ABOUT_DISTRICT = 'Dehri-on-Sone gets a new bridge';
const ELSEWHERE = 'पटना में क्रिकेट मैच';
const ALSO_ELSEWHERE = 'गया में अनोखा मेला';

const article = (id: string, title: string) => toArticles([{ id, title, description: '' }], 0)[0] as Article;

const pageOf = (articles: Article[]) => ({
  articles,
  totalResults: articles.length,
  currentPage: 1,
  totalPages: 1,
  hasMore: false,
});

/** The addresses the server rendered, first load included. */
let served: ReaderAddress[] = [];

/**
 * Renders the reader as the server does: the state's page holds these titles, the district's
 * edition those about the district; each address the router is asked for is rendered the same way.
 */
function renderReader(url: string, titles: string[], locale: Locale = 'en') {
  window.history.replaceState(null, '', url);
  const articles = titles.map((title, index) => article(`a${index}`, title));
  const server = (search: URLSearchParams): Partial<RootState> => {
    const address = readReaderAddress(search);
    served.push(address);
    const shown = address.district ? articles.filter((a) => /सासाराम|Dehri/.test(a.title)) : articles;
    return {
      news: newsStateFromResult(pageOf(shown), address.category, address.q),
      edition: { district: address.district, search: '' },
    };
  };
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale={locale} messages={{ News: messagesFor(locale).News }}>
      <ServerRenderedReader server={server}>
        <NewsReader stale={false} headlines={[]} headlinesHeading="Top headlines" />
      </ServerRenderedReader>
    </NextIntlClientProvider>,
  );
  return { user };
}

const shownTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const districtButton = (name = `${siteConfig.district} news`) => screen.getByRole('button', { name });

describe('the district filter in the news reader', () => {
  beforeEach(() => {
    served = [];
    window.history.replaceState(null, '', '/');
  });

  it('shows every article, with the filter off, when the URL does not ask for the district', () => {
    renderReader('/news', [ABOUT_DISTRICT, ELSEWHERE]);
    expect(districtButton()).toHaveAttribute('aria-pressed', 'false');
    expect(shownTitles()).toEqual([ABOUT_DISTRICT, ELSEWHERE]);
  });

  it('keeps only the articles about the district of a page that holds others (a state page saved offline)', () => {
    renderReader('/news?district=rohtas', [ELSEWHERE, ABOUT_DISTRICT, ALSO_ELSEWHERE, ALSO_ABOUT_DISTRICT]);
    expect(districtButton()).toHaveAttribute('aria-pressed', 'true');
    expect(shownTitles()).toEqual([ABOUT_DISTRICT, ALSO_ABOUT_DISTRICT]);
  });

  it('is turned on and off from the keyboard, and lives in the URL', async () => {
    const { user } = renderReader('/news?page=1&category=', [ABOUT_DISTRICT, ELSEWHERE]);
    districtButton().focus();
    await user.keyboard('{Enter}');
    expect(window.location.search).toBe('?district=rohtas');
    expect(districtButton()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(shownTitles()).toEqual([ABOUT_DISTRICT]));
    expect(served.at(-1)).toMatchObject({ district: 'rohtas', page: 1 });
    await user.keyboard(' ');
    expect(window.location.search).toBe('');
    await waitFor(() => expect(shownTitles()).toEqual([ABOUT_DISTRICT, ELSEWHERE]));
    expect(served.at(-1)).toMatchObject({ district: '', category: '', page: 1 });
  });

  it('says so when there is no news about the district, and offers to show all news', async () => {
    const { user } = renderReader('/news?district=rohtas', [ELSEWHERE, ALSO_ELSEWHERE]);
    expect(screen.getByRole('status')).toHaveTextContent(`No news about ${siteConfig.district} right now.`);
    expect(shownTitles()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show all news' }));
    expect(window.location.search).toBe('');
    await waitFor(() => expect(shownTitles()).toEqual([ELSEWHERE, ALSO_ELSEWHERE]));
    expect(screen.queryByRole('status', { name: 'Loading news…' })).not.toBeInTheDocument();
  });

  it('offline, shows every story about the district the device holds: the page, bookmarks and articles opened', () => {
    window.history.replaceState(null, '', '/news?district=rohtas');
    const page = [article('p1', ELSEWHERE), article('p2', ABOUT_DISTRICT)];
    const bookmarked = { ...article('b1', ALSO_ABOUT_DISTRICT), publishedAt: '2026-11-25T10:00:00.000Z' };
    const opened = [article('o1', 'रोहतासगढ़ किले पर मेला'), article('o2', ALSO_ELSEWHERE)];
    const store = makeStore({
      news: { ...newsStateFromResult(pageOf(page), ''), bookmarks: [bookmarked] },
      edition: { district: 'rohtas', search: '' },
      device: { ...initialDeviceState, online: false, storageRead: true, opened },
    });
    render(
      <NextIntlClientProvider locale="en" messages={{ News: messagesFor('en').News }}>
        <Provider store={store}>
          <NewsReader stale={false} headlines={[]} headlinesHeading="Top headlines" />
        </Provider>
      </NextIntlClientProvider>,
    );
    expect(shownTitles()).toEqual([ALSO_ABOUT_DISTRICT, ABOUT_DISTRICT, 'रोहतासगढ़ किले पर मेला']);
  });

  it('narrows the search results too', () => {
    renderReader('/news?district=rohtas&q=मेला', [ABOUT_DISTRICT, ALSO_ELSEWHERE, ELSEWHERE]);
    expect(shownTitles()).toEqual([ABOUT_DISTRICT]);
  });

  it('works in Hindi', async () => {
    const { user } = renderReader('/hi/news', [ELSEWHERE], 'hi');
    await user.click(districtButton(`${siteConfig.districtHi} की ख़बरें`));
    expect(window.location.pathname).toBe('/hi/news');
    expect(window.location.search).toBe('?district=rohtas');
    expect(await screen.findByText(`अभी ${siteConfig.districtHi} की कोई ख़बर नहीं है।`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी ख़बरें दिखाएँ' })).toBeInTheDocument();
  });
});
