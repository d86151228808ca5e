import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** Collects every Content-Security-Policy violation that a page of `context` reports. */
export async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (violation: CspViolation) => void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report({
        page: location.href,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      }),
    );
  });
  return violations;
}

let addressCount = 0;

/** An address of its own for each test (the servers trust one proxy hop), so per-address limits of one test never touch another. */
export function nextTestAddress(): string {
  addressCount += 1;
  return `10.${process.pid % 250}.${Math.floor(addressCount / 250) % 250}.${addressCount % 250}`;
}

/**
 * Every end-to-end test comes from its own address, and any Content-Security-Policy violation on any page it opens fails it,
 * so a script, style, picture or connection the policy forgets shows up where it happens.
 * `newWatchedPage` gives a page in a context of its own (a second visitor), watched the same way.
 */
export const test = base.extend<{ cspViolations: CspViolation[]; newWatchedPage: () => Promise<Page> }>({
  cspViolations: [
    async ({ context }, provide) => {
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': nextTestAddress() });
      const violations = await watchCspViolations(context);
      await provide(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  newWatchedPage: async ({ browser }, provide) => {
    const contexts: BrowserContext[] = [];
    const seen: CspViolation[][] = [];
    await provide(async () => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': nextTestAddress() } });
      contexts.push(context);
      seen.push(await watchCspViolations(context));
      return context.newPage();
    });
    for (const context of contexts) await context.close();
    expect(seen.flat(), 'Content-Security-Policy violations').toEqual([]);
  },
});

/**
 * Waits until React has hydrated the element `control` names, so a click reaches its handler.
 * `page.goto` returns at the load event, which can come before hydration on a busy machine; a
 * click in between hits the server's markup and does nothing (or follows a plain link). React
 * marks each hydrated element with its props under a `__reactProps$…` key.
 */
export async function waitUntilLive(control: Locator): Promise<void> {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the control is hydrated',
    })
    .toBe(true);
}

/**
 * Clicks `target` once the page around it has stopped moving. Far down the reader, the cards
 * above render only as they near the view (`content-visibility: auto`, article-card.module.css),
 * and a card's true height replacing its estimate moves what follows it: a click aimed just
 * after a jump to the target can land where the target was a moment before.
 */
export async function clickWhenSettled(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  let before = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await target.boundingBox());
        const settled = now === before;
        before = now;
        return settled;
      },
      { message: 'the target has stopped moving', intervals: [250] },
    )
    .toBe(true);
  await target.click();
}

export { expect };
