import type { Locator } from '@playwright/test';
import { expect, test, waitUntilLive } from './support/test';
import { drawerGroupRoutes, menuRoutes, topLevelRoutes, type DrawerGroupId, type MenuId } from '../lib/navigation';
import { en, titleOf, widths } from './routes';

const menuEntries = (menu: MenuId) => menuRoutes(menu).map((r) => titleOf(r.id));
const topLevelTitles = topLevelRoutes().map((r) => titleOf(r.id));
const menus: MenuId[] = ['rufc', 'membership', 'about'];
const drawerGroups: DrawerGroupId[] = ['rufc', 'membership', 'more'];

test.describe('small screens', () => {
  test.use({ viewport: { width: widths.small, height: 800 } });

  test('the hamburger opens a 250 px left drawer whose groups expand', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: en.Header.mainNavigation })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.locator('#navigation-drawer .MuiDrawer-paper');
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(250);
    expect(box?.x).toBe(0);
    for (const title of topLevelTitles) await expect(drawer.getByRole('link', { name: title })).toBeVisible();
    for (const group of drawerGroups) {
      const toggle = drawer.getByRole('button', { name: en.Menus[group] });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const route of drawerGroupRoutes(group)) {
        await expect(drawer.getByRole('link', { name: titleOf(route.id) })).toBeVisible();
      }
    }
  });

  test('the drawer closes on Escape and on navigation, and marks the current page', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open navigation menu' });
    await waitUntilLive(open);
    await open.click();
    const drawer = page.locator('#navigation-drawer .MuiDrawer-paper');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await openGroup(open, drawer, en.Menus.more);
    await drawer.getByRole('link', { name: en.Nav.about }).click();
    await expect(page).toHaveURL(/\/nav\/about$/);
    await expect(drawer).toBeHidden();

    // On the new page the drawer opens with the current page's group already open (a click on
    // it would close it again), and marks the page.
    await open.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: en.Menus.more })).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: en.Nav.about })).toHaveAttribute('aria-current', 'page');
  });
});

/** Opens the drawer and one of its groups, waiting for each to be open. */
async function openGroup(open: Locator, drawer: Locator, group: string) {
  await open.click();
  await expect(drawer).toBeVisible();
  const toggle = drawer.getByRole('button', { name: group });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test.describe('medium screens', () => {
  test.use({ viewport: { width: widths.medium, height: 800 } });

  test('the header shows named icon buttons with tooltips and the same menus', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: en.Header.mainNavigation });
    for (const title of topLevelTitles) {
      const link = nav.getByRole('link', { name: title, exact: true });
      await expect(link).toBeVisible();
      expect(await link.locator('svg').count()).toBe(1);
      expect((await link.innerText()).trim()).toBe('');
      await link.hover();
      await expect(nav.locator('[data-tooltip]', { hasText: title }).first()).toBeVisible();
    }
    for (const menu of menus) {
      const button = nav.getByRole('button', { name: en.Menus[menu], exact: true });
      await expect(button).toBeVisible();
      await button.click();
      const list = page.getByRole('menu');
      await expect(list.getByRole('menuitem')).toHaveText(menuEntries(menu));
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
    }
  });
});

test.describe('large screens', () => {
  test.use({ viewport: { width: widths.large, height: 900 } });

  test('text buttons for the top level and three dropdowns with exactly the spec entries', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: en.Header.mainNavigation });
    for (const title of topLevelTitles)
      await expect(nav.getByRole('link', { name: title, exact: true })).toHaveText(title);
    await expect(nav.getByRole('button', { name: /RUFC|Membership|About/ })).toHaveCount(3);
    for (const menu of menus) {
      await nav.getByRole('button', { name: en.Menus[menu], exact: true }).click();
      await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(menuEntries(menu));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    }
  });

  test('menus work with the keyboard and close on navigation', async ({ page }) => {
    await page.goto('/');
    // While a menu is open the rest of the page is inert, so the button is found by id.
    const button = page.locator('#about-text-menu-button');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: en.Nav.privacyPolicy })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/nav\/contact-us$/);
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the current page is marked with aria-current', async ({ page }) => {
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: en.Header.mainNavigation });
    await expect(nav.getByRole('link', { name: en.Nav.blog, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: en.Nav.home, exact: true })).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/nav/subscription-info');
    await nav.getByRole('button', { name: 'Membership', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: en.Nav.subscriptionInfo })).toHaveAttribute('aria-current', 'page');
  });

  test('every menu and footer link leads to a page that answers 200', async ({ page, request }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: en.Header.mainNavigation });
    const hrefs = new Set<string>();
    for (const menu of menus) {
      await nav.getByRole('button', { name: en.Menus[menu], exact: true }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      for (const href of await page
        .getByRole('menuitem')
        .evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
        if (href) hrefs.add(href);
      }
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    }
    const pageLinks = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    for (const href of pageLinks) if (href) hrefs.add(href);
    expect(hrefs.size).toBeGreaterThanOrEqual(19);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test('the footer quick link Contact goes to the support center', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const contact = footer.getByRole('link', { name: en.Nav.contactQuickLink, exact: true });
    await expect(contact).toHaveAttribute('href', '/footer/support-center');
    await contact.click();
    await expect(page).toHaveURL(/\/footer\/support-center$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
