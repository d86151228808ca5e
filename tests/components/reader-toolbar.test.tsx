import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReaderToolbar } from '@/components/news/reader-toolbar';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { readerToolbarProps } from '../support/reader-toolbar-props';

/** The toolbar with its search held in state, as the reader holds it in the address. */
function Toolbar({ initialSearch, onSearch }: { initialSearch: string; onSearch: (query: string) => void }) {
  const [search, setSearch] = useState(initialSearch);
  return (
    <ReaderToolbar
      {...readerToolbarProps}
      search={search}
      onSearch={(query) => {
        onSearch(query);
        setSearch(query);
      }}
    />
  );
}

function renderToolbar({ locale = 'en', search = '' }: { locale?: Locale; search?: string } = {}) {
  const onSearch = vi.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={{ News: messagesFor(locale).News }}>
      <Toolbar initialSearch={search} onSearch={onSearch} />
    </NextIntlClientProvider>,
  );
  return { onSearch, user: userEvent.setup() };
}

describe('the reader toolbar', () => {
  it('names every tool in words, also where only its icon shows', () => {
    renderToolbar({ locale: 'hi' });
    const t = messagesFor('hi').News;
    for (const name of [
      t.allNews,
      `${t.bookmarksView} (2)`,
      t.districtFilter.replace('{district}', 'Rohtas'),
      t.layout.grid,
      t.layout.list,
      t.alerts.button,
      t.search,
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('opens the search field from its button, with the caret in it, and closes it empty with Escape', async () => {
    const { user, onSearch } = renderToolbar();
    const opener = screen.getByRole('button', { name: 'Search news' });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(opener).toHaveAttribute('aria-expanded', 'false');

    await user.click(opener);
    // The field's code loads when search is first opened.
    const field = await screen.findByRole('searchbox', { name: 'Search news' });
    expect(field).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(opener.getAttribute('aria-controls') ?? '')).toContainElement(field);

    await user.type(field, 'मेला');
    expect(onSearch).toHaveBeenLastCalledWith('मेला');
    // With a query the button does not hide it: it brings the caret back.
    await user.click(opener);
    expect(field).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows the field open when the address already holds a search, and keeps it open while it is emptied', async () => {
    const { user } = renderToolbar({ search: 'बारिश' });
    const field = await screen.findByRole('searchbox', { name: 'Search news' });
    expect(field).toHaveValue('बारिश');
    await user.clear(field);
    expect(screen.getByRole('searchbox', { name: 'Search news' })).toHaveValue('');
  });
});
