// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toNewsPage } from '@/lib/news/paging';
import { toArticles } from '@/lib/news/transform';
import type { Article } from '@/lib/news/types';

const articles = (n: number): Article[] =>
  toArticles(
    Array.from({ length: n }, (_, i) => ({ id: `a-${i}`, title: `समाचार ${i}` })),
    0,
  );

describe('toNewsPage with a provider count', () => {
  it('45 results at 20 per page make 3 pages; page 1 has more', () => {
    expect(toNewsPage(articles(20), 1, 20, 45)).toMatchObject({
      totalResults: 45,
      currentPage: 1,
      totalPages: 3,
      hasMore: true,
    });
  });

  it('page 2 of 3 still has more', () => {
    expect(toNewsPage(articles(20), 2, 20, 45)).toMatchObject({ currentPage: 2, totalPages: 3, hasMore: true });
  });

  it('page 3 of 3 (5 articles) has no more', () => {
    const page = toNewsPage(articles(5), 3, 20, 45);
    expect(page).toMatchObject({ totalResults: 45, currentPage: 3, totalPages: 3, hasMore: false });
    expect(page.articles).toHaveLength(5);
  });

  it('an exact multiple, 40 at 20, makes 2 pages and page 2 ends', () => {
    expect(toNewsPage(articles(20), 1, 20, 40)).toMatchObject({ totalPages: 2, hasMore: true });
    expect(toNewsPage(articles(20), 2, 20, 40)).toMatchObject({ totalPages: 2, hasMore: false });
  });

  it('one result makes one page', () => {
    expect(toNewsPage(articles(1), 1, 20, 1)).toMatchObject({ totalResults: 1, totalPages: 1, hasMore: false });
  });

  it('keeps the articles it is given', () => {
    const list = articles(3);
    expect(toNewsPage(list, 1, 20, 3).articles).toBe(list);
  });
});

describe('toNewsPage with no articles', () => {
  it('is empty with hasMore false, whatever the count says', () => {
    expect(toNewsPage([], 1, 20, 0)).toEqual({
      articles: [],
      totalResults: 0,
      currentPage: 1,
      totalPages: 0,
      hasMore: false,
    });
    expect(toNewsPage([], 9, 20, 45)).toEqual({
      articles: [],
      totalResults: 45,
      currentPage: 9,
      totalPages: 3,
      hasMore: false,
    });
    expect(toNewsPage([], 1, 20, null)).toMatchObject({ articles: [], totalResults: 0, totalPages: 0, hasMore: false });
  });
});

describe('toNewsPage without a provider count', () => {
  it('a full page says there may be more', () => {
    expect(toNewsPage(articles(20), 1, 20, null)).toMatchObject({
      totalResults: 20,
      currentPage: 1,
      totalPages: 2,
      hasMore: true,
    });
  });

  it('a short page ends it and counts what was seen', () => {
    expect(toNewsPage(articles(7), 3, 20, null)).toMatchObject({
      totalResults: 47,
      currentPage: 3,
      totalPages: 3,
      hasMore: false,
    });
  });
});
