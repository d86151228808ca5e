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
 * Axe findings of a page opened without JavaScript. Axe runs as a script in the page, so it reads
 * a copy of this page's document in a context that runs scripts, with the page's own scripts kept
 * out: the document as a browser without scripts shows it.
 */
export async function axeFindingsWithoutScripts(page: Page): Promise<string[]> {
  const url = page.url();
  const html = await page.content();
  const browser = page.context().browser();
  if (!browser) throw new Error('No browser to open the copy in');
  // A context of the test's own takes the project's options: scripts must be asked for.
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    const copy = await context.newPage();
    await copy.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.fallback(),
    );
    await copy.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await copy.goto(url);
    return await axeFindings(copy);
  } finally {
    await context.close();
  }
}
