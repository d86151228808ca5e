import { act, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AccessibilityButton, type AccessibilityDialogLabels } from '@/components/accessibility/accessibility-button';
import { MobileNav, type MobileNavLabels } from '@/components/layout/header/mobile-nav';
import { buildNavModel, type NavModel } from '@/components/layout/header/nav-model';
import { NoScriptMenu } from '@/components/layout/header/no-script-menu';
import { languageSwitchHref } from '@/lib/i18n/language-links';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import en from '@/lib/i18n/messages/en.json';

vi.mock('next/navigation', () => ({ usePathname: () => '/blog' }));
// Outside a Next request, the translations come straight from the catalogs.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'Nav' | 'Menus' }) =>
    createTranslator({ locale, messages: messagesFor(locale), namespace }),
}));

const labelsFor = (locale: Locale): MobileNavLabels => {
  const { Header, Language } = messagesFor(locale);
  return { open: Header.openNavigation, close: Header.closeNavigation, title: 'RUFC', language: Language.label };
};

/** Every page the scripted drawer links to: its top entries and the entries of its groups. */
const drawerLinks = (nav: NavModel) => [...nav.topLevel, ...nav.drawerGroups.flatMap((group) => group.items)];

/** The server's HTML of `element`, hydrated as a browser would; the errors React recovered from. */
async function hydrate(element: ReactElement): Promise<{ container: HTMLElement; errors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}

describe.each(locales)('the phone menu without scripts, in %s', (locale) => {
  it('links to every page the drawer reaches, and to this page in each language', async () => {
    const nav = await buildNavModel(locale);
    const labels = labelsFor(locale);
    const morePages = messagesFor(locale).Header.morePages;
    render(<NoScriptMenu nav={nav} labels={labels} morePages={morePages} />);
    const menu = screen.getByRole('navigation', { name: labels.title });
    for (const item of drawerLinks(nav)) {
      expect(within(menu).getByRole('link', { name: item.label })).toHaveAttribute('href', item.href);
    }
    for (const group of nav.drawerGroups) {
      expect(within(menu).getByRole('heading', { name: group.label })).toBeInTheDocument();
    }
    for (const other of locales) {
      const link = within(menu).getByRole('link', { name: localeNames[other] });
      expect(link).toHaveAttribute('href', languageSwitchHref(other, '/blog'));
      expect(link.getAttribute('aria-current')).toBe(other === locale ? 'true' : null);
    }
    // The pages the drawer does not list (FAQs, policies) are in the footer's navigation.
    expect(within(menu).getByRole('link', { name: morePages })).toHaveAttribute('href', '#footer-navigation');
    expect(within(menu).getAllByRole('link')).toHaveLength(drawerLinks(nav).length + locales.length + 1);
  });

  it('opens from a summary named as the hamburger is', async () => {
    const nav = await buildNavModel(locale);
    const { container } = render(<NoScriptMenu nav={nav} labels={labelsFor(locale)} morePages="More" />);
    const summary = container.querySelector('details > summary');
    expect(summary).toHaveTextContent(messagesFor(locale).Header.openNavigation);
    expect(summary?.parentElement).not.toHaveAttribute('open');
  });
});

describe('the phone menu as the server sends it', () => {
  it('is the disclosure until the page hydrates, then the hamburger, without a mismatch', async () => {
    const nav = await buildNavModel('en');
    const labels = labelsFor('en');
    const header = (
      <MobileNav nav={nav} labels={labels}>
        <NoScriptMenu nav={nav} labels={labels} morePages="More" />
      </MobileNav>
    );
    const html = renderToString(header);
    expect(html).toContain('<details');
    expect(html).not.toContain(`aria-label="${labels.open}"`);

    const { container, errors } = await hydrate(header);
    expect(errors).toEqual([]);
    expect(container.querySelector('details')).toBeNull();
    expect(within(container).getByRole('button', { name: labels.open })).toHaveAttribute('aria-expanded', 'false');
    container.remove();
  });
});

describe('the accessibility settings as the server sends them', () => {
  const labels: AccessibilityDialogLabels = { ...en.Accessibility, theme: en.Theme };

  it('say that they need scripts until the page hydrates, then offer the button', async () => {
    const html = renderToString(<AccessibilityButton labels={labels} />);
    expect(html).toContain(en.Accessibility.needsScripts);
    expect(html).not.toContain('<button');

    const { container, errors } = await hydrate(<AccessibilityButton labels={labels} />);
    expect(errors).toEqual([]);
    expect(within(container).queryByText(en.Accessibility.needsScripts)).toBeNull();
    expect(within(container).getByRole('button', { name: en.Accessibility.open })).toBeInTheDocument();
    container.remove();
  });
});
