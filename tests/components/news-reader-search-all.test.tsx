import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsReader } from '@/components/news/news-reader';
import { requestNews, requestSearch } from '@/lib/news/api-client';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { loadLatinSearch } from '@/lib/news/search';
import { toArticles } from '@/lib/news/transform';
import type { Article, NewsResult } from '@/lib/news/types';
import { newsStateFromResult } from '@/store/news-slice';
import { makeStore } from '@/store/store';

vi.mock('next/navigation', () => import('../support/history-navigation'));
vi.mock('@/lib/news/api-client', () => ({ requestNews: vi.fn(), requestSearch: vi.fn() }));

const articles = (...titles: string[]): Article[] =>
  toArticles(
    titles.map((title, i) => ({ id: `${title}-${i}`, title, description: '' })),
    0,
  );
const pageOf = (list: Article[], currentPage = 1, totalPages = 1): NewsResult => ({
  articles: list,
  totalResults: list.length * totalPages,
  currentPage,
  totalPages,
  hasMore: currentPage < totalPages,
});

const ON_PAGE = articles('धान खरीद केंद्रों पर किसानों की कतार', 'पटना में बैठक');
const IN_ALL_NEWS = articles('किसान सम्मान निधि की किस्त जारी', 'किसान मेला सासाराम में');
const shownTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

async function renderReader(url: string, locale: Locale = 'en') {
  window.history.replaceState(null, '', url);
  await loadLatinSearch();
  const params = new URLSearchParams(url.split('?')[1]);
  const q = params.get('q') ?? '';
  const all = params.get('search') === 'all';
  // As the server renders it: the page's articles, or for search=all the provider's results.
  const store = makeStore({
    news: newsStateFromResult(all ? pageOf(IN_ALL_NEWS, 1, 3) : pageOf(ON_PAGE), '', q),
    edition: { district: '', search: all ? q : '' },
  });
  render(
    <NextIntlClientProvider locale={locale} messages={{ News: messagesFor(locale).News }}>
      <Provider store={store}>
        <NewsReader stale={false} headlines={[]} />
      </Provider>
    </NextIntlClientProvider>,
  );
  return { user: userEvent.setup(), store };
}

describe('searching all news', () => {
  beforeEach(() => {
    vi.mocked(requestSearch)
      .mockReset()
      .mockImplementation(async (_, page) => pageOf(IN_ALL_NEWS, page, 3));
    vi.mocked(requestNews)
      .mockReset()
      .mockImplementation(async () => pageOf(ON_PAGE));
  });

  it("offers, under the page's results, one tap that asks all news for the query and keeps it in the URL", async () => {
    const { user } = await renderReader('/news?q=kisan');
    expect(shownTitles()).toEqual(['धान खरीद केंद्रों पर किसानों की कतार']);
    const searchAll = screen.getByRole('link', { name: 'Search all news for “kisan”' });
    expect(searchAll).toHaveAttribute('href', '/news?q=kisan&search=all');
    await user.click(searchAll);
    expect(window.location.search).toBe('?q=kisan&search=all');
    await waitFor(() => expect(shownTitles()).toEqual(IN_ALL_NEWS.map((a) => a.title)));
    expect(requestSearch).toHaveBeenCalledWith('kisan', 1, expect.anything());
    expect(screen.getByText('6 articles in all news match “kisan”.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Search all news/ })).not.toBeInTheDocument();
  });

  it('pages the results of all news, keeping the query', async () => {
    const { user } = await renderReader('/news?q=kisan&search=all');
    const pages = screen.getByRole('navigation', { name: 'News pages' });
    const second = within(pages).getByRole('link', { name: /page 2/i });
    expect(second).toHaveAttribute('href', '/news?page=2&q=kisan&search=all');
    await user.click(second);
    await waitFor(() => expect(requestSearch).toHaveBeenLastCalledWith('kisan', 2, expect.anything()));
  });

  it('goes back to searching the page as soon as the reader changes the query', async () => {
    const { user } = await renderReader('/news?q=kisan&search=all');
    await user.type(await screen.findByRole('searchbox', { name: 'Search news' }), 'o');
    expect(window.location.search).toBe('?q=kisano');
    await waitFor(() => expect(requestNews).toHaveBeenCalled());
  });

  it('speaks Hindi on /hi/news', async () => {
    await renderReader('/hi/news?q=kisan', 'hi');
    expect(screen.getByRole('link', { name: 'सभी ख़बरों में “kisan” खोजें' })).toHaveAttribute(
      'href',
      '/hi/news?q=kisan&search=all',
    );
  });
});
