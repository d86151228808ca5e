import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SaveDataSwitch } from '@/components/accessibility/save-data-switch';
import NextLink from '@/components/next-link';
import en from '@/lib/i18n/messages/en.json';
import { SAVE_DATA_KEY } from '@/lib/save-data/setting';

// Next's Link prefetches only in a production router; this stand-in shows the prefetch it was given.
vi.mock('next/link', () => ({
  default: ({ prefetch, ...props }: ComponentProps<'a'> & { prefetch?: boolean | null }) => (
    <a {...props} data-prefetch={String(prefetch)} />
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

describe('links fetched ahead only on intent', () => {
  const link = () => screen.getByRole('link', { name: 'Privacy' });

  it('fetch nothing on sight, then as a pointer comes over one', async () => {
    const onMouseEnter = vi.fn();
    const user = userEvent.setup();
    render(
      <NextLink href="/footer/privacy-policy" prefetchOn="intent" onMouseEnter={onMouseEnter}>
        Privacy
      </NextLink>,
    );
    expect(link()).toHaveAttribute('data-prefetch', 'false');
    await user.hover(link());
    expect(link()).toHaveAttribute('data-prefetch', 'undefined');
    // The page's own handler still runs.
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
  });

  it('fetch ahead as a finger touches one, or the keyboard reaches it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <NextLink href="/footer/privacy-policy" prefetchOn="intent">
        Privacy
      </NextLink>,
    );
    // user-event has no touch events; a phone's browser sends touchstart as the finger lands.
    fireEvent.touchStart(link());
    expect(link()).toHaveAttribute('data-prefetch', 'undefined');
    unmount();

    render(
      <NextLink href="/footer/privacy-policy" prefetchOn="intent">
        Privacy
      </NextLink>,
    );
    expect(link()).toHaveAttribute('data-prefetch', 'false');
    await user.tab();
    expect(link()).toHaveFocus();
    expect(link()).toHaveAttribute('data-prefetch', 'undefined');
  });

  it('still fetch nothing with Save data on, whatever the visitor does', async () => {
    window.localStorage.setItem(SAVE_DATA_KEY, 'on');
    const user = userEvent.setup();
    render(
      <NextLink href="/footer/privacy-policy" prefetchOn="intent">
        Privacy
      </NextLink>,
    );
    await user.hover(link());
    expect(link()).toHaveAttribute('data-prefetch', 'false');
  });
});
