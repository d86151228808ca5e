import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { AccessibilityButton, type AccessibilityDialogLabels } from '@/components/accessibility/accessibility-button';
import { DesktopNav } from '@/components/layout/header/desktop-nav';
import { MobileNav } from '@/components/layout/header/mobile-nav';
import type { NavGroup, NavModel } from '@/components/layout/header/nav-model';
import { BookmarkButton } from '@/components/news/bookmark-button';
import en from '@/lib/i18n/messages/en.json';
import { makeStore } from '@/store/store';
import { jobFairArticle } from '../support/fixtures';

vi.mock('next/navigation', () => ({ usePathname: () => '/blog' }));
// Next's Link needs the app router; a plain link shows what the header hands it.
vi.mock('next/link', () => ({
  default: ({ prefetch, ...props }: ComponentProps<'a'> & { prefetch?: boolean | null }) => (
    <a {...props} data-prefetch={String(prefetch)} />
  ),
}));

const about: NavGroup = {
  id: 'about',
  label: en.Menus.about,
  icon: 'about',
  items: [{ id: 'contact', href: '/nav/contact-us', label: en.Nav.contact }],
};
const nav: NavModel = {
  locale: 'en',
  topLevel: [
    { id: 'home', href: '/', label: en.Nav.home, icon: 'home' },
    { id: 'blog', href: '/blog', label: en.Nav.blog, icon: 'blog' },
  ],
  menus: [about],
  drawerGroups: [],
};

describe('the header’s buttons', () => {
  it('open the drawer from the hamburger, which names and controls it', async () => {
    const labels = {
      open: en.Header.openNavigation,
      close: en.Header.closeNavigation,
      title: 'RUFC',
      language: 'Language',
    };
    // Rendered in the browser, not hydrated: the button from the start, never the server's menu.
    render(
      <MobileNav nav={nav} labels={labels}>
        <p>server menu</p>
      </MobileNav>,
    );
    expect(screen.queryByText('server menu')).not.toBeInTheDocument();
    const hamburger = screen.getByRole('button', { name: en.Header.openNavigation });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).not.toHaveAttribute('aria-controls');
    await userEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger).toHaveAttribute('aria-controls', 'navigation-drawer');
    // The drawer's code loads on this first use; then the element the button controls is there.
    await waitFor(() => expect(document.getElementById('navigation-drawer')).not.toBeNull());
  });

  it('keep the pages as links marked current, and open a menu from its button', async () => {
    render(<DesktopNav nav={nav} />);
    // Each page twice: in words at large widths, as an icon at medium widths.
    const current = (name: string) =>
      screen.getAllByRole('link', { name }).map((link) => link.getAttribute('aria-current'));
    expect(current(en.Nav.blog)).toEqual(['page', 'page']);
    expect(current(en.Nav.home)).toEqual([null, null]);
    const button = screen.getAllByRole('button', { name: en.Menus.about })[0] as HTMLElement;
    expect(button).toHaveAttribute('id', 'about-text-menu-button');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: en.Nav.contact })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', 'about-text-menu');
  });
});

describe('the accessibility button', () => {
  it('opens the settings dialog it announces', async () => {
    const a = en.Accessibility;
    const labels: AccessibilityDialogLabels = { ...a, theme: en.Theme };
    render(<AccessibilityButton labels={labels} />);
    const button = screen.getByRole('button', { name: a.open });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: a.title })).toBeInTheDocument();
  });
});

describe('the bookmark toggle', () => {
  it('tells whether the article is kept', async () => {
    render(
      <Provider store={makeStore()}>
        <NextIntlClientProvider locale="en" messages={{ News: en.News }}>
          <BookmarkButton article={jobFairArticle} />
        </NextIntlClientProvider>
      </Provider>,
    );
    const toggle = screen.getByRole('button', { name: en.News.bookmark });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // From the keyboard too, and never a form's submit button.
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('type', 'button');
    // A plain button: twenty MUI buttons (ButtonBase, its Emotion styles and ripple) per page cost
    // the reader measurably in rendering and hydration (docs/decisions/styles.md).
    expect(toggle).not.toHaveClass('MuiButtonBase-root');
  });
});
