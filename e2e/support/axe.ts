import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Axe findings of every impact on the page as it is now: the moderate and minor ones too, such as
 * text outside any landmark (rule `region`), which a screen reader's landmark jumps pass by.
 */
export const axeFindings = async (page: Page, builder = new AxeBuilder({ page })): Promise<string[]> =>
  (await builder.analyze()).violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

/** The same for the WCAG 2.1 A/AA rules and axe's best practices. */
export const wcagFindings = (page: Page) => axeFindings(page, new AxeBuilder({ page }).withTags(WCAG_TAGS));

/**
 * `axeFindings` on a page opened with JavaScript off. Such a page runs no timer, not even one set
 * by code Playwright evaluates in it, and axe waits on its zero-delay timers between steps; those
 * run here as promise callbacks, which it still runs. Axe's longer timers only give up on a frame
 * or an asset that never answers, so they are dropped. Page scripts never run, so nothing else
 * sees the swap.
 */
export async function axeFindingsWithoutScripts(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    let count = 0;
    const setTimeoutByPromise = (callback: TimerHandler, delay = 0, ...args: unknown[]) => {
      count += 1;
      if (typeof callback === 'function' && delay <= 1) void Promise.resolve().then(() => callback(...args));
      return count;
    };
    window.setTimeout = setTimeoutByPromise as typeof window.setTimeout;
    window.clearTimeout = () => {};
  });
  return axeFindings(page);
}
