import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from '@/lib/news/page-items';

/** The row as a reader sees it: ‹ 1 … 5 … 9 › with the current page in brackets. */
const shown = (items: PageItem[]) =>
  items
    .map((item) => {
      if (item.type === 'ellipsis') return '…';
      if (item.type === 'page') return item.current ? `[${item.page}]` : String(item.page);
      const arrow = item.type === 'previous' ? '‹' : '›';
      return item.disabled ? `(${arrow})` : arrow;
    })
    .join(' ');

describe('pageItems', () => {
  it.each([
    [1, 1, '(‹) [1] (›)'],
    [1, 4, '(‹) [1] 2 3 4 ›'],
    [2, 4, '‹ 1 [2] 3 4 ›'],
    [4, 4, '‹ 1 2 3 [4] (›)'],
    [1, 9, '(‹) [1] 2 3 … 9 ›'],
    [5, 9, '‹ 1 … [5] … 9 ›'],
    [3, 9, '‹ 1 2 [3] … 9 ›'],
    [4, 9, '‹ 1 … [4] … 9 ›'],
    [8, 9, '‹ 1 … 7 [8] 9 ›'],
    [9, 9, '‹ 1 … 7 8 [9] (›)'],
  ])('page %i of %i is %s', (page, count, row) => {
    expect(shown(pageItems(page, count))).toBe(row);
  });

  it('points previous and next at the pages beside the current one', () => {
    const items = pageItems(5, 9);
    expect(items[0]).toEqual({ type: 'previous', page: 4, disabled: false });
    expect(items.at(-1)).toEqual({ type: 'next', page: 6, disabled: false });
  });
});
