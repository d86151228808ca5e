/** One place in the reader's row of page links. */
export type PageItem =
  | { type: 'previous' | 'next'; page: number; disabled: boolean }
  | { type: 'page'; page: number; current: boolean }
  | { type: 'ellipsis'; key: 'start' | 'end' };

const range = (start: number, end: number) => Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);

/**
 * The row of page links for `page` of `count`, as MUI's Pagination lays it out with one page kept
 * at each end and none beside the current one: previous, 1, …, current, …, last, next. A gap of a
 * single page shows that page rather than "…", so the row never hides just one page.
 */
export function pageItems(page: number, count: number): PageItem[] {
  const boundary = 1;
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const middleStart = Math.max(Math.min(page, count - boundary - 1), boundary + 2);
  const middleEnd = Math.min(Math.max(page, boundary + 2), count - boundary - 1);
  const pages: (number | 'start' | 'end')[] = [
    ...startPages,
    ...(middleStart > boundary + 2 ? (['start'] as const) : boundary + 1 < count - boundary ? [boundary + 1] : []),
    ...range(middleStart, middleEnd),
    ...(middleEnd < count - boundary - 1 ? (['end'] as const) : count - boundary > boundary ? [count - boundary] : []),
    ...endPages,
  ];
  return [
    { type: 'previous', page: page - 1, disabled: page <= 1 },
    ...pages.map((item): PageItem =>
      typeof item === 'number' ? { type: 'page', page: item, current: item === page } : { type: 'ellipsis', key: item },
    ),
    { type: 'next', page: page + 1, disabled: page >= count },
  ];
}
