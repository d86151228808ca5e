import { render, screen, within } from '@testing-library/react';
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
import { makeStore } from '@/store/store';

vi.mock('next/navigation', () => import('../support/history-navigation'));
// The page is already in the store; a fetch would mean the filter asked the provider.
vi.mock('@/lib/news/api-client', () => ({
  requestNews: vi.fn(() => Promise.reject(new Error('no fetch expected'))),
}));

const ABOUT_DISTRICT = 'सासाराम में रोजगार मेला';
const ALSO_ABOUT_DISTRICT = 'Dehri-on-Sone gets a new bridge';
const ELSEWHERE = 'पटना में क्रिकेट मैच';
const ALSO_ELSEWHERE = 'गया में अनोखा मेला';

const article = (id: string, title: string) => toArticles([{ id, title, description: '' }], 0)[0] as Article;

function renderReader(url: string, titles: string[], locale: Locale = 'en') {
  window.history.replaceState(null, '', url);
  const articles = titles.map((title, index) => article(`a${index}`, title));
  const store = makeStore({
    news: newsStateFromResult(
      { articles, totalResults: articles.length, currentPage: 1, totalPages: 1, hasMore: false },
      '',
    ),
  });
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale={locale} messages={{ News: messagesFor(locale).News }}>
      <Provider store={store}>
        <NewsReader stale={false} headlines={[]} />
      </Provider>
    </NextIntlClientProvider>,
  );
  return { user, store };
}

const shownTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const districtButton = (name = `${siteConfig.district} news`) => screen.getByRole('button', { name });

describe('the district filter in the news reader', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('shows every article, with the filter off, when the URL does not ask for the district', () => {
    renderReader('/news', [ABOUT_DISTRICT, ELSEWHERE]);
    expect(districtButton()).toHaveAttribute('aria-pressed', 'false');
    expect(shownTitles()).toEqual([ABOUT_DISTRICT, ELSEWHERE]);
  });

  it('shows only the articles about the district when the URL asks for it', () => {
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
    expect(shownTitles()).toEqual([ABOUT_DISTRICT]);
    await user.keyboard(' ');
    expect(window.location.search).toBe('');
    expect(shownTitles()).toEqual([ABOUT_DISTRICT, ELSEWHERE]);
  });

  it('says so when no article on the page is about the district, and offers to show all news', async () => {
    const { user, store } = renderReader('/news?district=rohtas', [ELSEWHERE, ALSO_ELSEWHERE]);
    expect(screen.getByRole('status')).toHaveTextContent(`No news about ${siteConfig.district} on this page.`);
    expect(shownTitles()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show all news' }));
    expect(window.location.search).toBe('');
    expect(shownTitles()).toEqual([ELSEWHERE, ALSO_ELSEWHERE]);
    expect(store.getState().news.loading).toBe(false);
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
    expect(screen.getByRole('status')).toHaveTextContent(`इस पेज पर ${siteConfig.districtHi} की कोई ख़बर नहीं है।`);
    expect(screen.getByRole('button', { name: 'सभी ख़बरें दिखाएँ' })).toBeInTheDocument();
  });
});
