import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticleView, articleViewFor } from '@/components/news/article-view';
import { NewsReader } from '@/components/news/news-reader';
import { NewsStoreProvider } from '@/components/news/news-store-provider';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { readerQueryString, readReaderAddress, type ReaderAddress } from '@/lib/news/reader-address';
import { toArticles } from '@/lib/news/transform';
import type { Article } from '@/lib/news/types';
import { SaveDataProvider } from '@/lib/save-data/use-save-data';
import { initialDeviceState } from '@/store/device-slice';
import { newsStateFromResult } from '@/store/news-slice';
import { initialUserState } from '@/store/user-slice';

// The address the page was asked for: the same on the server and while the page hydrates.
const ADDRESS = '?category=sports&article=fair';
vi.mock('next/navigation', () => ({
  usePathname: () => '/news',
  useSearchParams: () => new URLSearchParams('category=sports&article=fair'),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

const [fair, fairDates, rain] = toArticles(
  [
    {
      id: 'fair',
      title: 'सासाराम में रोजगार मेला कल',
      description: 'रोजगार मेले में बीस कंपनियाँ आएँगी।',
      url: 'https://news.example.com/rojgar-mela',
      source: 'रोहतास समाचार',
      published: '2026-11-21T08:30:00Z',
      image: 'https://cdn.example.com/mela.jpg',
      category: ['jobs'],
    },
    {
      id: 'fair-dates',
      title: 'रोजगार मेला की तारीख़ें घोषित',
      description: 'सासाराम और डेहरी में रोजगार मेला लगेगा।',
      url: 'https://news.example.com/mela-tarikh',
      published: '2026-11-20T08:30:00Z',
      category: ['jobs'],
    },
    {
      id: 'rain',
      title: 'पटना में बारिश',
      description: 'मौसम विभाग ने चेतावनी दी।',
      url: 'https://news.example.com/barish',
      published: '2026-10-01T08:30:00Z',
      category: ['regional'],
    },
  ],
  Date.parse('2026-11-22T00:00:00Z'),
) as [Article, Article, Article];
const POOL = [fair, fairDates, rain];

const address = (query: string): ReaderAddress => readReaderAddress(new URLSearchParams(query));
const hrefFor = (next: Partial<ReaderAddress>) => `/news${readerQueryString({ ...address(ADDRESS), ...next })}`;

const withMessages = (locale: Locale, ui: ReactNode) => (
  <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
    {ui}
  </NextIntlClientProvider>
);

const renderView = (locale: Locale, saveData = false) =>
  render(
    withMessages(
      locale,
      <SaveDataProvider value={saveData}>
        <ArticleView article={fair} pool={POOL} locale={locale} hrefFor={hrefFor} />
      </SaveDataProvider>,
    ),
  );

describe('an article at its own address, rendered on the server', () => {
  it.each([
    ['en', 'Source: रोहतास समाचार', '21 November 2026 at 2:00 pm'],
    ['hi', 'स्रोत: रोहतास समाचार', '21 नवंबर 2026 को 2:00 pm बजे'],
  ] as const)('shows the article as the dialog does, with plain links (%s)', (locale, source, date) => {
    const t = messagesFor(locale).News;
    renderView(locale);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: fair.title })).toBeInTheDocument();
    expect(within(article).getByText(fair.description)).toBeInTheDocument();
    expect(within(article).getByText(source)).toBeInTheDocument();
    expect(within(article).getByText(date)).toHaveAttribute('datetime', '2026-11-21T08:30:00.000Z');
    expect(article.querySelector('img')).not.toBeNull();

    const sourceLink = within(article).getByRole('link', {
      name: new RegExp(t.readAtSource.replace('{name}', 'रोहतास समाचार')),
    });
    expect(sourceLink).toHaveAttribute('href', fair.link);
    expect(sourceLink).toHaveAttribute('target', '_blank');
    expect(sourceLink).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sourceLink).toHaveTextContent(t.opensInNewTab);

    // Back to the list it was opened from: the same address without the article.
    expect(within(article).getByRole('link', { name: t.backToList })).toHaveAttribute('href', '/news?category=sports');

    const related = within(article).getByRole('region', { name: t.related });
    expect(within(related).getByRole('link', { name: fairDates.title })).toHaveAttribute(
      'href',
      '/news?category=sports&article=fair-dates',
    );
    expect(within(related).queryByRole('link', { name: rain.title })).not.toBeInTheDocument();
    expect(within(related).queryByRole('link', { name: fair.title })).not.toBeInTheDocument();
  });

  it('has no picture when the reader saves data', () => {
    renderView('en', true);
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
  });

  it('says so when the article has no link to its source', () => {
    const t = messagesFor('hi').News;
    render(
      withMessages('hi', <ArticleView article={{ ...rain, link: '' }} pool={POOL} locale="hi" hrefFor={hrefFor} />),
    );
    expect(screen.getByText(t.noLink)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(t.opensInNewTab.replace(/[()]/g, '\\$&')) })).toBeNull();
  });

  it('is left out when the address names no article or one the server cannot find', () => {
    const props = { pool: POOL, locale: 'en' as const, hrefFor };
    expect(articleViewFor(address('category=sports'), props)).toBeUndefined();
    expect(articleViewFor(address('article=gone'), props)).toBeUndefined();
    render(withMessages('en', articleViewFor(address('article=rain'), props)));
    expect(screen.getByRole('heading', { level: 2, name: rain.title })).toBeInTheDocument();
  });
});

describe('the reader given the server-rendered article', () => {
  afterEach(() => vi.restoreAllMocks());

  const reader = () =>
    withMessages(
      'en',
      <NewsStoreProvider
        initialState={{
          news: newsStateFromResult(
            { articles: POOL, totalResults: 3, currentPage: 1, totalPages: 1, hasMore: false },
            'sports',
          ),
          user: initialUserState,
          device: initialDeviceState,
        }}
      >
        <NewsReader
          stale={false}
          headlines={[]}
          headlinesHeading="Top headlines"
          articleView={<ArticleView article={fair} pool={POOL} locale="en" hrefFor={hrefFor} />}
        />
      </NewsStoreProvider>,
    );

  it('shows the article in place of the list in the server’s HTML', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(reader());
    const view = within(container).getByRole('article');
    expect(within(view).getByRole('heading', { name: fair.title })).toBeVisible();
    // The list is in the HTML but hidden, so a browser without scripts shows the article alone.
    expect(container.querySelector('[role="tabpanel"]')).not.toBeVisible();
  });

  it('hydrates without a mismatch, then shows the list with the article in its dialog', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(reader());
    render(reader(), { container, hydrate: true });
    // The dialog's code loads on demand: on a cold run it is transformed first, which can take over a second.
    expect(await screen.findByRole('dialog', { name: fair.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: messagesFor('en').News.backToList })).not.toBeInTheDocument();
    // The dialog hides the rest of the page from assistive technology, so the list is found by its role attribute.
    expect(container.querySelector('[role="tabpanel"]')).toBeVisible();
    expect(errors).not.toHaveBeenCalled();
  });
});
