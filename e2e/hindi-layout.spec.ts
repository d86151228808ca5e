import { expect, test, type Page } from '@playwright/test';
import { hi, hiRoutes, siteConfig, widths } from './routes';

/**
 * Devanagari at 375 px: nothing may stick out of the page or out of its own box (buttons,
 * tabs, menus, the drawer), at the normal and the largest accessibility text size. And the
 * interface itself (labels, buttons, menus, tooltips) must be Hindi, not English left behind.
 */
test.use({ viewport: { width: widths.small, height: 800 } });

/** Runs in the page: every visible element that overflows the viewport or its own box. */
function findOverflow(rootSelector: string): string[] {
  const root = document.querySelector(rootSelector) ?? document.body;
  const viewport = document.documentElement.clientWidth;
  const found: string[] = [];
  if (document.documentElement.scrollWidth > viewport) {
    found.push(`page is ${document.documentElement.scrollWidth}px wide`);
  }
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  const selector =
    'a, button, [role="tab"], [role="menuitem"], [role="option"], label, legend, h1, h2, h3, h4, p, li, dt, dd, ' +
    '.MuiChip-root, .MuiInputBase-root, .MuiToolbar-root, .MuiAlert-root, .MuiDrawer-paper';
  for (const el of Array.from(root.querySelectorAll(selector))) {
    if (!(el instanceof HTMLElement)) continue;
    const style = getComputedStyle(el);
    if (style.display === 'inline' || style.visibility === 'hidden') continue;
    // Hidden helpers, decoration, and text that is deliberately cut with an ellipsis.
    if (el.closest('.visually-hidden, [aria-hidden="true"], .skip-link') || style.textOverflow === 'ellipsis') continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const inScroller = el.closest('.MuiTabs-scroller') !== null;
    if (!inScroller && (box.right > viewport + 1 || box.left < -1)) found.push(`${name(el)} sticks out of the page`);
    if (el.scrollWidth > el.clientWidth + 1 && !['auto', 'scroll'].includes(style.overflowX)) {
      found.push(`${name(el)} is ${el.scrollWidth}px inside ${el.clientWidth}px`);
    }
    if (style.overflowY === 'hidden' && el.scrollHeight > el.clientHeight + 1) {
      found.push(`${name(el)} is cut at the bottom (${el.scrollHeight}px in ${el.clientHeight}px)`);
    }
  }
  return found;
}

/** Runs in the page: interface strings with English words that are not names. */
function findEnglish(allowed: string[]): string[] {
  const allow = new Set(allowed.map((w) => w.toLowerCase()));
  const texts: string[] = [];
  for (const el of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'))) {
    if (el.closest('[lang]:not(html)')?.getAttribute('lang')?.startsWith('en')) continue;
    for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = el.getAttribute(attr);
      if (value) texts.push(value);
    }
  }
  const interactive = 'button, [role="tab"], label, legend, header a, nav a, footer a, footer h2, th';
  for (const el of Array.from(document.querySelectorAll(interactive))) {
    if (el.closest('[lang]:not(html)')?.getAttribute('lang')?.startsWith('en')) continue;
    texts.push((el as HTMLElement).innerText);
  }
  return texts.filter((text) =>
    (text.replace(/\S+@\S+|https?:\/\/\S+/g, '').match(/[A-Za-z][A-Za-z'’.-]+/g) ?? []).some(
      (w) => !allow.has(w.toLowerCase()),
    ),
  );
}

const namesAndTerms = ['RUFC', 'RYF', 'FAQs', 'English', ...siteConfig.social.map((s) => s.network)];

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: hi.Header.openNavigation }).click();
  const drawer = page.locator('#navigation-drawer .MuiDrawer-paper');
  await expect(drawer).toBeVisible();
  const closedGroups = drawer.locator('[aria-expanded="false"]');
  while ((await closedGroups.count()) > 0) await closedGroups.first().click();
  await expect(drawer.locator('[aria-expanded="false"]')).toHaveCount(0);
  // Let the drawer finish sliding in before measuring it.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

for (const route of hiRoutes) {
  test(`${route.path} fits 375 px in Hindi at normal and large text, with a Hindi interface`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForFunction(() => !document.querySelector('form button[type="submit"][disabled]'));
    expect(await page.evaluate(findOverflow, 'body')).toEqual([]);
    expect(await page.evaluate(findEnglish, namesAndTerms)).toEqual([]);

    await page.evaluate(() => localStorage.setItem('accessibility_settings', JSON.stringify({ fontSize: 'large' })));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('120%');
    expect(await page.evaluate(findOverflow, 'body')).toEqual([]);
  });
}

test('the open drawer fits in Hindi at both text sizes, and its labels are Hindi', async ({ page }) => {
  await page.goto('/hi/nav/rufc-membership-form');
  await openDrawer(page);
  expect(await page.evaluate(findOverflow, '#navigation-drawer')).toEqual([]);
  expect(await page.evaluate(findEnglish, namesAndTerms)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('accessibility_settings', JSON.stringify({ fontSize: 'large' })));
  await page.reload();
  await openDrawer(page);
  expect(await page.evaluate(findOverflow, '#navigation-drawer')).toEqual([]);
});

test('the accessibility dialog and the article dialog fit in Hindi', async ({ page }) => {
  await page.goto('/hi');
  await page.getByRole('button', { name: hi.Accessibility.open }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(findOverflow, '[role="dialog"]')).toEqual([]);
  expect(await page.evaluate(findEnglish, namesAndTerms)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto('/hi/news');
  await page.locator('main article h2 a').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(findOverflow, '[role="dialog"]')).toEqual([]);
});
