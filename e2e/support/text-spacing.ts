import type { Page } from '@playwright/test';
import { findOverflow, TEXT_SELECTOR } from './overflow';

/**
 * WCAG 2.2 SC 1.4.12 Text Spacing: the overrides a reader may apply (the usual bookmarklet),
 * on every element, over the site's own styles.
 */
export const TEXT_SPACING_CSS =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important }\n' +
  'p { margin-bottom: 2em !important }';

/** Applies the text-spacing overrides to the page as it is now (again after each navigation). */
export async function applyTextSpacing(page: Page): Promise<void> {
  const style = await page.addStyleTag({ content: TEXT_SPACING_CSS });
  await style.evaluate((el) => (el as Element).setAttribute('data-text-spacing', ''));
  // Let the new layout settle (two frames) before anything is measured.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * The visible text under `root` (label, legend, button, heading, helper text, field label,
 * checkbox and radio label, alert) that is cut off, one readable line each: clipped by its own
 * box (overflow hidden or clip, an ellipsis, a fixed height), by its nearest clipping ancestor,
 * or a field label running into its field. Call applyTextSpacing first; an empty list passes.
 */
export async function findCutText(page: Page, root = 'main'): Promise<string[]> {
  // Field labels and alerts move with a transition; measure where they come to rest. Decoration
  // (hidden from assistive technology, like the background bubbles) may keep moving.
  await page.waitForFunction((rootSelector) => {
    const root = document.querySelector(rootSelector) ?? document.body;
    return document.getAnimations().every((a) => {
      const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
      const decoration = !target || !root.contains(target) || target.closest('[aria-hidden="true"]');
      return decoration || a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity;
    });
  }, root);
  return page.evaluate(findOverflow, { root, selector: TEXT_SELECTOR, mode: 'cut' as const });
}

/**
 * Applies the overrides (once per page load) and lists the text they cut off (see findCutText).
 * For any page with a form: open it, then `expect(await textSpacingProblems(page)).toEqual([])`.
 */
export async function textSpacingProblems(page: Page, root = 'main'): Promise<string[]> {
  if ((await page.locator('style[data-text-spacing]').count()) === 0) await applyTextSpacing(page);
  return findCutText(page, root);
}
