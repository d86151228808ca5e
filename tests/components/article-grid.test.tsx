import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { ArticleGrid, showsTheSame } from '@/components/news/article-grid';
import en from '@/lib/i18n/messages/en.json';
import type { Article } from '@/lib/news/types';
import { makeStore } from '@/store/store';
import { jobFairArticle } from '../support/fixtures';

// Each card renders one byline: counting them counts the cards rendered.
const bylinesRendered = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/news/article-byline', () => ({
  ArticleByline: () => {
    bylinesRendered.count += 1;
    return null;
  },
}));

const articles: Article[] = [
  { ...jobFairArticle, id: 'a', title: 'First story' },
  { ...jobFairArticle, id: 'b', title: 'Second story' },
];
const onOpen = () => {};
const atAddress = (query: string) => (article: Article) => `/news?${query}&article=${article.id}`;

describe('the article grid', () => {
  it('shows the same when only the functions are new: same articles, layout, handler and addresses', () => {
    const before = { articles, layout: 'grid' as const, hrefFor: atAddress('page=1'), onOpen };
    expect(showsTheSame(before, { ...before, hrefFor: atAddress('page=1') })).toBe(true);
    expect(showsTheSame(before, { ...before, hrefFor: atAddress('page=2') })).toBe(false);
    expect(showsTheSame(before, { ...before, layout: 'list' })).toBe(false);
    expect(showsTheSame(before, { ...before, articles: [...articles] })).toBe(false);
    expect(showsTheSame(before, { ...before, onOpen: () => {} })).toBe(false);
  });

  it('renders its cards again only when their addresses change, and then links them anew', () => {
    const store = makeStore();
    const messages = { News: en.News };
    const grid = (query: string) => (
      <Provider store={store}>
        <NextIntlClientProvider locale="en" messages={messages}>
          <ArticleGrid articles={articles} layout="grid" hrefFor={atAddress(query)} onOpen={onOpen} />
        </NextIntlClientProvider>
      </Provider>
    );
    const { rerender } = render(grid('page=1'));
    expect(bylinesRendered.count).toBe(2);
    // The reader rendered again (its store changed) with a new, equal hrefFor.
    rerender(grid('page=1'));
    expect(bylinesRendered.count).toBe(2);
    rerender(grid('page=2'));
    expect(bylinesRendered.count).toBe(4);
    expect(screen.getByRole('link', { name: 'Second story' })).toHaveAttribute('href', '/news?page=2&article=b');
  });
});
