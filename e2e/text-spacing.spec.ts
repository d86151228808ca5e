import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { localizedPath, type Locale } from '../lib/i18n/locales';
import { openLogin, loginError } from './support/team';
import { applyTextSpacing, findCutText } from './support/text-spacing';
import { en, hi } from './routes';

/**
 * WCAG 2.2 SC 1.4.12 Text Spacing: with the reader's spacing overrides on, no label, legend,
 * helper text, button, heading or alert of a public form or of the team login is cut off, in
 * both languages, on a phone and on a desktop, empty and with every error showing.
 */
const WIDTHS = [375, 1280] as const;
type Messages = typeof en;
const languages: { locale: Locale; m: Messages }[] = [
  { locale: 'en', m: en },
  { locale: 'hi', m: hi },
];

/** Shows one state of the page after another; `check` measures the state now on screen. */
type Walk = (page: Page, m: Messages, path: string, check: (state: string) => Promise<void>) => Promise<void>;

/** A date of birth that makes the player 12, so the guardian's fields show. */
function under18(): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - 12);
  return d.toISOString().slice(0, 10);
}

async function openForm(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('form[data-ready]')).toBeVisible();
  await applyTextSpacing(page);
}

/** Presses the send button with the form as it is, and waits for the error summary. */
async function send(page: Page, m: Messages, submit: string) {
  await page.getByRole('button', { name: submit, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: m.Forms.fixErrors })).toBeVisible();
}

const formWalk =
  (formId: 'survey' | 'contact'): Walk =>
  async (page, m, path, check) => {
    await openForm(page, path);
    await check('empty');
    await send(page, m, m.Forms[formId].submit);
    await check('every error showing');
  };

const pages: { name: string; path: string; walk: Walk }[] = [
  { name: 'survey form', path: '/nav/traditional-survey-form', walk: formWalk('survey') },
  {
    name: 'membership form',
    path: '/nav/rufc-membership-form',
    walk: async (page, m, path, check) => {
      const f = m.Forms.membership;
      await openForm(page, path);
      await check('empty');
      await send(page, m, f.submit);
      await check('every error showing');
      await page.getByLabel(f.fields.dateOfBirth).fill(under18());
      await expect(page.getByRole('textbox', { name: f.fields.guardianPhone })).toBeVisible();
      await check('under 18');
      await send(page, m, f.submit);
      await expect(page.getByText(m.Forms.errors.guardianRequired).first()).toBeVisible();
      await check('under 18, guardian errors showing');
    },
  },
  {
    name: 'complaint portal',
    path: '/nav/rufc-complaint-portal',
    walk: async (page, m, path, check) => {
      const f = m.Forms.complaint;
      await openForm(page, path);
      await expect(page.getByRole('checkbox', { name: f.fields.anonymous })).not.toBeChecked();
      await expect(page.getByRole('textbox', { name: f.fields.phone })).toBeVisible();
      await check('not anonymous, name and phone showing');
      await send(page, m, f.submit);
      await check('every error showing');
    },
  },
  { name: 'contact form', path: '/nav/contact-us', walk: formWalk('contact') },
  {
    name: 'team login',
    path: '/nav/admin-login-page',
    walk: async (page, m, path, check) => {
      await openLogin(page, m.Admin, path);
      await applyTextSpacing(page);
      await check('empty');
      await page.getByRole('button', { name: m.Admin.login, exact: true }).click();
      await expect(loginError(page)).toBeVisible();
      await check('login refused');
    },
  },
];

for (const { locale, m } of languages) {
  for (const { name, path, walk } of pages) {
    test(`${name} (${locale}) keeps all its text with the text-spacing overrides`, async ({ page }) => {
      // Each width starts from an empty form, not from the draft the last one left.
      await page.addInitScript(() => window.localStorage.clear());
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await walk(page, m, localizedPath(locale, path), async (state) => {
          const cut = await findCutText(page);
          problems.push(...cut.map((c) => `${width}px, ${state}: ${c}`));
          if (cut.length) {
            const shot = test.info().outputPath(`${width}px-${state.replace(/\W+/g, '-')}.png`);
            await page.screenshot({ path: shot, fullPage: true });
            await test.info().attach(`${width}px, ${state}`, { path: shot, contentType: 'image/png' });
          }
        });
      }
      expect(problems).toEqual([]);
    });
  }
}
