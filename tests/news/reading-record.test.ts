// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  EMPTY_READING_RECORD,
  mostReadArticles,
  withOpened,
  withView,
  type ReadingRecord,
} from '@/lib/news/reading-record';
import { toArticle } from '@/lib/news/transform';
import type { Article } from '@/lib/news/types';

const article = (id: string): Article =>
  toArticle({ id, title: `समाचार ${id}`, url: `https://news.example.com/${id}` }, 4, 0);

const viewAll = (...ids: string[]): ReadingRecord => ids.reduce(withView, EMPTY_READING_RECORD);

describe('withView', () => {
  it('counts views up per article', () => {
    expect(viewAll('a', 'a', 'b', 'a').views).toEqual({ a: 3, b: 1 });
  });

  it('moves the viewed id to the front of the most-read list', () => {
    expect(viewAll('a', 'b', 'c').mostRead).toEqual(['c', 'b', 'a']);
    expect(viewAll('a', 'b', 'c', 'a').mostRead).toEqual(['a', 'c', 'b']);
  });

  it('keeps at most 20 ids, most recent first, and still counts ids that fell off', () => {
    const ids = Array.from({ length: 25 }, (_, i) => `id-${i + 1}`);
    const record = viewAll(...ids);
    expect(record.mostRead).toEqual(Array.from({ length: 20 }, (_, i) => `id-${25 - i}`));
    const again = withView(record, 'id-1');
    expect(again.views['id-1']).toBe(2);
    expect(again.mostRead[0]).toBe('id-1');
    expect(again.mostRead).toHaveLength(20);
  });

  it('leaves the record it was given unchanged', () => {
    const record = viewAll('a');
    withView(record, 'b');
    expect(record).toEqual({ views: { a: 1 }, mostRead: ['a'] });
  });
});

describe('mostReadArticles', () => {
  const known = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(article);

  it('gives 5 by default', () => {
    const record = viewAll(...known.map((a) => a.id));
    expect(mostReadArticles(known, record)).toHaveLength(5);
    expect(mostReadArticles(known, record, 2)).toHaveLength(2);
  });

  it('orders by views, then by most recent view', () => {
    // views: a 3, c 2, b 1, d 1 (d more recent than b)
    const record = viewAll('a', 'a', 'a', 'b', 'c', 'c', 'd');
    expect(mostReadArticles(known, record).map((a) => a.id)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('leaves out ids of articles it does not know, and is empty with no views', () => {
    expect(mostReadArticles(known, viewAll('unknown', 'a')).map((a) => a.id)).toEqual(['a']);
    expect(mostReadArticles(known, EMPTY_READING_RECORD)).toEqual([]);
  });
});

describe('withOpened', () => {
  it('keeps opened articles newest first, once each, at most 20', () => {
    let opened: Article[] = [];
    for (let i = 1; i <= 22; i += 1) opened = withOpened(opened, article(`id-${i}`));
    opened = withOpened(opened, article('id-10'));
    expect(opened).toHaveLength(20);
    expect(opened.map((a) => a.id).slice(0, 3)).toEqual(['id-10', 'id-22', 'id-21']);
    expect(opened.filter((a) => a.id === 'id-10')).toHaveLength(1);
  });
});
