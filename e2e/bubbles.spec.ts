import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// The other specs run with reduced motion (playwright.config.ts); here the bubbles move.
test.use({ reducedMotion: 'no-preference' });

test('bubbles: at most 10, radius 2 to 8, behind the content, hidden and click-through', async ({ page }) => {
  await page.goto('/');
  const field = page.getByTestId('bubble-field');
  await expect(field).toBeAttached();
  await expect(field).toHaveAttribute('aria-hidden', 'true');
  const info = await field.evaluate((el) => {
    const style = getComputedStyle(el);
    const bubbles = Array.from(el.children).map((c) => c.getBoundingClientRect().width / 2);
    return { pointerEvents: style.pointerEvents, zIndex: style.zIndex, position: style.position, bubbles };
  });
  expect(info.pointerEvents).toBe('none');
  expect(info.position).toBe('fixed');
  expect(Number(info.zIndex)).toBeLessThan(0);
  expect(info.bubbles.length).toBeGreaterThan(0);
  expect(info.bubbles.length).toBeLessThanOrEqual(10);
  for (const r of info.bubbles) {
    expect(r).toBeGreaterThanOrEqual(2);
    expect(r).toBeLessThanOrEqual(8);
  }
  // A click on a spot with a bubble reaches the page, not the bubble.
  const hit = await page.evaluate(() => {
    const b = document.querySelector('[data-testid="bubble-field"] > *')!.getBoundingClientRect();
    return document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2)?.closest('[data-testid="bubble-field"]');
  });
  expect(hit).toBeNull();
});

test('bubbles load only after the page is interactive and cause no layout shift', async ({ page }) => {
  const framerRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/_next/static/')) framerRequests.push(r.url());
  });
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/footer/copyright', { waitUntil: 'domcontentloaded' });
  // Not in the server HTML: added by the browser after hydration.
  const html = await (await page.request.get('/footer/copyright')).text();
  expect(html).not.toContain('bubble-field');
  await expect(page.getByTestId('bubble-field')).toBeAttached();
  await page.waitForTimeout(1500);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThan(0.01);
});

/** How many bubbles have an animation of the browser's running. */
const drifting = (page: Page) =>
  page
    .getByTestId('bubble-field')
    .evaluate(
      (el) => Array.from(el.children).filter((c) => c.getAnimations().some((a) => a.playState === 'running')).length,
    );

test("bubbles drift by the browser's own animations, one per bubble", async ({ page }) => {
  await page.goto('/');
  const bubbles = page.getByTestId('bubble-field').locator('> *');
  await expect(bubbles.first()).toBeAttached();
  await expect.poll(() => drifting(page)).toBe(await bubbles.count());
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('bubbles stay still', async ({ page }) => {
    await page.goto('/');
    const first = page.getByTestId('bubble-field').locator('> *').first();
    await expect(first).toBeAttached();
    const before = await first.evaluate((el) => el.getBoundingClientRect().y);
    await page.waitForTimeout(1200);
    const after = await first.evaluate((el) => el.getBoundingClientRect().y);
    expect(after).toBe(before);
    expect(await drifting(page)).toBe(0);
  });
});
