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
