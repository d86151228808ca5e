import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SaveDataSwitch } from '@/components/accessibility/save-data-switch';
import NextLink from '@/components/next-link';
import en from '@/lib/i18n/messages/en.json';
import { SAVE_DATA_KEY } from '@/lib/save-data/setting';

// Next's Link prefetches only in a production router; this stand-in shows the prefetch it was given.
vi.mock('next/link', () => ({
  default: ({ href, prefetch, children }: ComponentProps<'a'> & { prefetch?: boolean | null }) => (
    <a href={href} data-prefetch={String(prefetch)}>
      {children}
    </a>
  ),
}));

describe('links with Save data', () => {
  it("keep Next's prefetch while Save data is off", () => {
    render(<NextLink href="/news">News</NextLink>);
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('data-prefetch', 'undefined');
  });

  it('pass on a prefetch chosen by the page while Save data is off', () => {
    render(
      <NextLink href="/news" prefetch>
        News
      </NextLink>,
    );
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('data-prefetch', 'true');
  });

  it('prefetch nothing while Save data is on, even when the page asked for it', () => {
    window.localStorage.setItem(SAVE_DATA_KEY, 'on');
    render(
      <NextLink href="/news" prefetch>
        News
      </NextLink>,
    );
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('data-prefetch', 'false');
  });

  it('follow the switch without a reload', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SaveDataSwitch labels={en.Accessibility.saveData} />
        <NextLink href="/news">News</NextLink>
      </>,
    );
    await user.click(screen.getByRole('switch', { name: 'Save data' }));
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('data-prefetch', 'false');
    await user.click(screen.getByRole('switch', { name: 'Save data' }));
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('data-prefetch', 'undefined');
  });
});
