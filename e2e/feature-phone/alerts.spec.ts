import { localizedPath } from '../../lib/i18n/locales';
import { pathOf } from '../../lib/navigation';
import { axeFindingsWithoutScripts } from '../support/axe';
import { expect, test } from '../support/test';
import { en, hi } from '../routes';

// Push needs scripts: without them the alerts page says so plainly, and offers no control that cannot work.
for (const [locale, messages] of [
  ['en', en],
  ['hi', hi],
] as const) {
  test(`${localizedPath(locale, pathOf('alerts'))} says alerts need JavaScript`, async ({ page }) => {
    await page.goto(localizedPath(locale, pathOf('alerts')));
    await expect(page.getByRole('heading', { level: 1, name: messages.Alerts.title })).toBeVisible();
    await expect(page.getByText(messages.Alerts.noScript)).toBeVisible();
    await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    expect(await axeFindingsWithoutScripts(page)).toEqual([]);
  });
}
