import axe from 'axe-core';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/** Which rules to run, and on which part of the page (a CSS selector); every rule on the whole page by default. */
interface AxeScope {
  tags?: string[];
  rules?: string[];
  include?: string;
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Axe findings of every impact on the page as it is now: the moderate and minor ones too, such as
 * text outside any landmark (rule `region`), which a screen reader's landmark jumps pass by.
 *
 * Axe runs in the page itself. @axe-core/playwright's builder checks each frame apart and then
 * opens a second page to put the results together, which costs twice the check on this
 * machine; the site has no frames, and a page that ever has one fails here rather than going
 * unchecked. Only violations are collected: passes and inapplicable rules are not read.
 */
export async function axeFindings(page: Page, scope: AxeScope = {}): Promise<string[]> {
  const frames = page.frames().length;
  if (frames !== 1) throw new Error(`axeFindings checks the top document only, and this page has ${frames} frames`);
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axe.source);
  return page.evaluate(async ({ tags, rules, include }) => {
    const runOnly = rules
      ? { type: 'rule' as const, values: rules }
      : tags
        ? { type: 'tag' as const, values: tags }
        : undefined;
    const context = include ? { include: [include] } : document;
    const { violations } = await window.axe!.run(context, { resultTypes: ['violations'], ...(runOnly && { runOnly }) });
    return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, scope);
}

/** The same for the WCAG 2.1 A/AA rules and axe's best practices. */
export const wcagFindings = (page: Page, include?: string) => axeFindings(page, { tags: WCAG_TAGS, include });

/** The color rules only (contrast, links told apart from text): what a change of colors can break. */
export const colorFindings = (page: Page) => axeFindings(page, { rules: COLOR_RULES });

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

/** Waits for open/close transitions, whose half-faded colors would fool the contrast check. */
export const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      // The background bubbles loop forever; only finite transitions matter here.
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
