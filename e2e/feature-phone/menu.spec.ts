import type { Page } from '@playwright/test';
import { axeFindingsWithoutScripts } from '../support/axe';
import { findOverflow, LAYOUT_SELECTOR } from '../support/overflow';
import { expect, test } from '../support/test';
import { localeNames, localizedPath, type Locale } from '../../lib/i18n/locales';
import { drawerGroupIds, drawerGroupRoutes, topLevelRoutes } from '../../lib/navigation';
import { en, hi, hiRoutes, routes } from '../routes';

// Runs in the feature-phone projects: JavaScript off, at 240x320 and 320x640. Tapping needs touch.
test.use({ hasTouch: true });

/** The routes the scripted drawer links to: its top entries and its groups' entries. */
const drawerRouteIds = new Set(
  [...topLevelRoutes(), ...drawerGroupIds.flatMap((group) => drawerGroupRoutes(group))].map((route) => route.id),
);

const sites = [
  { locale: 'en', catalog: en, routes, other: 'hi' },
  { locale: 'hi', catalog: hi, routes: hiRoutes, other: 'en' },
] as const satisfies readonly { locale: Locale; catalog: typeof en; routes: unknown; other: Locale }[];

const layoutOverflow = (page: Page) =>
  page.evaluate(findOverflow, { root: 'body', selector: LAYOUT_SELECTOR, mode: 'fits' as const });

for (const { locale, catalog, routes: siteRoutesOfLocale, other } of sites) {
  test.describe(`the phone menu without scripts (${locale})`, () => {
    const home = localizedPath(locale, '/');
    const summaryOf = (page: Page) =>
      page.getByRole('banner').locator('summary').filter({ hasText: catalog.Header.openNavigation });
    // The menu's landmark, inside the disclosure the summary opens.
    const menuOf = (page: Page) => page.getByRole('banner').locator('details').getByRole('navigation');

    test('opens by keyboard and links to every page the drawer reaches and to the other language', async ({ page }) => {
      await page.goto(home);
      const menu = menuOf(page);
      await expect(menu).toBeHidden();
      await summaryOf(page).focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      // The next Tab goes into the open menu.
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link').first()).toBeFocused();

      for (const route of siteRoutesOfLocale.filter((r) => drawerRouteIds.has(r.id))) {
        await expect(menu.getByRole('link', { name: route.title, exact: true })).toHaveAttribute('href', route.path);
      }
      for (const group of drawerGroupIds) {
        await expect(menu.getByRole('heading', { name: catalog.Menus[group], exact: true })).toBeVisible();
      }
      await expect(menu.getByRole('link', { name: localeNames[other] })).toBeVisible();
      await expect(menu.getByRole('link', { name: localeNames[locale] })).toHaveAttribute('aria-current', 'true');

      // Every other route of the site is a link of the footer's navigation, which the menu leads to.
      await menu.getByRole('link', { name: catalog.Header.morePages }).click();
      await expect(page).toHaveURL(/#footer-navigation$/);
      const footer = page.getByRole('navigation', { name: catalog.Footer.footerNavigation });
      await expect(footer).toBeInViewport();
      for (const route of siteRoutesOfLocale.filter((r) => !drawerRouteIds.has(r.id))) {
        await expect(footer.locator(`a[href="${route.path}"]`)).toHaveCount(1);
      }
    });

    test('opens by tap and follows a link of a group to its page', async ({ page }) => {
      await page.goto(home);
      await summaryOf(page).tap();
      const menu = menuOf(page);
      const about = siteRoutesOfLocale.find((r) => r.id === 'about');
      if (!about) throw new Error('the about page is a route of the site');
      await menu.getByRole('link', { name: about.title, exact: true }).tap();
      await expect(page).toHaveURL(new RegExp(`${about.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('switches the language from the menu', async ({ page }) => {
      await page.goto(home);
      await summaryOf(page).tap();
      await menuOf(page).getByRole('link', { name: localeNames[other] }).tap();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page).toHaveURL(new RegExp(`${localizedPath(other, '/')}$`));
    });

    test('says that the accessibility settings need scripts', async ({ page }) => {
      await page.goto(home);
      const note = page.getByRole('complementary', { name: catalog.Accessibility.title });
      await expect(note).toHaveText(catalog.Accessibility.needsScripts);
      await expect(page.getByRole('button', { name: catalog.Accessibility.open })).toHaveCount(0);
    });

    test('is axe-clean when open, and nothing scrolls sideways', async ({ page }) => {
      await page.goto(home);
      await summaryOf(page).tap();
      await expect(menuOf(page)).toBeVisible();
      expect(await axeFindingsWithoutScripts(page)).toEqual([]);
      expect(await layoutOverflow(page)).toEqual([]);
    });
  });
}
