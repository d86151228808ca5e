import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { ReaderPagination } from '@/components/news/reader-pagination';
import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';

function renderPager(page: number, count: number, locale: Locale = 'en') {
  const onPage = vi.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)}>
      <ReaderPagination page={page} count={count} hrefFor={(p) => `/news?page=${p}`} onPage={onPage} />
    </NextIntlClientProvider>,
  );
  const pager = screen.getByRole('navigation', { name: messagesFor(locale).News.pagination });
  return { pager, onPage };
}

describe('ReaderPagination', () => {
  it('links every page shown, marks the current one, and names each link', () => {
    const { pager } = renderPager(2, 4);
    expect(within(pager).getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', '/news?page=1');
    expect(within(pager).getByRole('link', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Go to previous page' })).toHaveAttribute('href', '/news?page=1');
    expect(within(pager).getByRole('link', { name: 'Go to next page' })).toHaveAttribute('href', '/news?page=3');
    expect(
      within(pager)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['', '1', '2', '3', '4', '']);
  });

  it.each([
    [1, 4, '(‹) [1] 2 3 4 ›'],
    [4, 4, '‹ 1 2 3 [4] (›)'],
    [1, 9, '(‹) [1] 2 3 … 9 ›'],
    [4, 9, '‹ 1 … [4] … 9 ›'],
    [9, 9, '‹ 1 … 7 8 [9] (›)'],
  ])('page %i of %i shows %s: one page at each end, none beside the current one', (page, count, row) => {
    const { pager } = renderPager(page, count);
    const shown = within(pager)
      .getAllByRole('listitem', { hidden: true })
      .map((item) => {
        const link = within(item).queryByRole('link');
        if (!link) return item.textContent;
        const name = link.getAttribute('aria-label') ?? '';
        const arrow = name.includes('previous') ? '‹' : name.includes('next') ? '›' : null;
        if (arrow) return link.getAttribute('aria-disabled') ? `(${arrow})` : arrow;
        return link.getAttribute('aria-current') ? `[${link.textContent}]` : link.textContent;
      });
    expect(shown.join(' ')).toBe(row);
  });

  it('shows previous on the first page and next on the last as disabled, without an address', () => {
    renderPager(1, 3);
    const previous = screen.getByRole('link', { name: 'Go to previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
  });

  it('stays in the reader on a plain click and leaves a click with a modifier to the browser', async () => {
    const { pager, onPage } = renderPager(1, 4);
    await userEvent.click(within(pager).getByRole('link', { name: 'Go to page 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
    const newTab = fireEvent.click(within(pager).getByRole('link', { name: 'Go to page 4' }), { ctrlKey: true });
    expect(newTab).toBe(true);
    expect(onPage).toHaveBeenCalledTimes(1);
  });

  it('speaks Hindi on the Hindi site', () => {
    const { pager } = renderPager(1, 2, 'hi');
    expect(within(pager).getByRole('link', { name: 'पेज 2 पर जाएँ' })).toBeVisible();
    expect(within(pager).getByRole('link', { name: 'अगले पेज पर जाएँ' })).toBeVisible();
  });
});
