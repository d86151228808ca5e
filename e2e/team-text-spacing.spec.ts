import { expect, test } from './support/test';
import { demoTeam, openRecord, signInToInbox } from './support/team';
import { textSpacingProblems } from './support/text-spacing';
import { en, hi } from './routes';

/**
 * WCAG 2.2 text spacing on the team's side and on the complaint status lookup: with the reader's
 * spacing overrides on, nothing in the inbox (filters, records, history, status change) or in the
 * lookup (its fields, the result and an error) is cut off, on a phone and on a desktop.
 */
for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [locale, m, path] of [
      ['en', en, '/nav/admin-login-page'],
      ['hi', hi, '/hi/nav/admin-login-page'],
    ] as const) {
      test(`the coordinator's inbox (${locale})`, async ({ page }) => {
        await signInToInbox(page, m, demoTeam.coordinator, path);
        // One record open: its fields, history and status change are the inbox's longest texts.
        await openRecord(page.getByRole('article').first());
        expect(await textSpacingProblems(page)).toEqual([]);
      });
    }

    test('the complaint status lookup with a result and with an error', async ({ page }) => {
      const s = en.ComplaintStatus;
      await page.goto('/nav/rufc-complaint-portal');
      await expect(page.locator('form[data-lookup-ready]')).toBeVisible();
      const lookup = page.locator('form[data-lookup-ready]');
      await lookup.getByRole('textbox', { name: s.reference }).fill('CMP-DEMO0002');
      await lookup.getByRole('radio', { name: s.methods.code }).check();
      await lookup.getByRole('textbox', { name: s.code }).fill('K7M2QX');
      await lookup.getByRole('button', { name: s.check }).click();
      await expect(lookup.getByRole('status')).toContainText(s.statuses.received);
      expect(await textSpacingProblems(page)).toEqual([]);
      await lookup.getByRole('textbox', { name: s.reference }).fill('not a reference');
      await lookup.getByRole('button', { name: s.check }).click();
      await expect(lookup.getByRole('alert')).toHaveText(s.errors.invalidReference);
      expect(await textSpacingProblems(page)).toEqual([]);
    });
  });
}
