import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { ReaderToolbar } from '@/components/news/reader-toolbar';
import en from '@/lib/i18n/messages/en.json';
import { readerToolbarProps } from '../support/reader-toolbar-props';

// The search field's code arrives only when the test lets it: a slow line, on first open.
const fieldCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('@/components/news/reader-search-field', async (original) => {
  await fieldCode.arrived;
  return original();
});

describe('the search button while the field is loading', () => {
  it('names as controlled only an element that is in the page, and the field inside it once it loads', async () => {
    const user = userEvent.setup();
    render(
      <NextIntlClientProvider locale="en" messages={{ News: en.News }}>
        <ReaderToolbar {...readerToolbarProps} />
      </NextIntlClientProvider>,
    );
    const opener = screen.getByRole('button', { name: en.News.search });
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    const controlled = () => document.getElementById(opener.getAttribute('aria-controls') ?? '');
    expect(controlled()).toBeInTheDocument();

    fieldCode.arrive();
    const field = await screen.findByRole('searchbox', { name: en.News.search });
    expect(controlled()).toContainElement(field);
  });
});
