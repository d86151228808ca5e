import type { Page } from '@playwright/test';
import { phonePhoto } from '../tests/support/picture-fixtures';
import { wcagFindings } from './support/axe';
import { demoTeam, signInToInbox } from './support/team';
import { expect, test } from './support/test';
import { en, hi } from './routes';

/**
 * A Coordinator writes, previews, publishes, edits, unpublishes and deletes posts in the
 * workspace, and visitors see each step on the public pages of the same build at once.
 */
const p = en.Posts;
const ph = hi.Posts;

const postsSection = (page: Page, title = p.title) => page.getByRole('region', { name: title, exact: true });

/** Types into the writing box of the language shown. */
async function typeBody(page: Page, label: string, text: string) {
  const box = page.getByRole('textbox', { name: label, exact: true }).filter({ visible: true });
  await box.click();
  await page.keyboard.type(text);
}

const saved = (page: Page, labels = p) =>
  expect(page.getByText(labels.save.saved, { exact: true })).toBeVisible({ timeout: 20_000 });

test.setTimeout(180_000);

test('a blog post in both languages, with a picture: written, previewed, published, edited, unpublished and deleted', async ({
  page,
}) => {
  await signInToInbox(page, en, demoTeam.coordinator);
  await page.getByRole('button', { name: p.newBlog }).click();
  await page.getByRole('combobox', { name: p.category }).selectOption({ label: en.Common.blogCategories.cultural });

  const stamp = Date.now();
  const title = `Kajri evening at Nokha ${stamp}`;
  const hindiTitle = `नोखा में कजरी की शाम ${stamp}`;
  await page.getByRole('textbox', { name: p.fields.title, exact: true }).filter({ visible: true }).fill(title);
  await page
    .getByRole('textbox', { name: p.fields.description, exact: true })
    .filter({ visible: true })
    .fill('Songs of the monsoon, sung by the girls of Nokha.');
  await typeBody(page, p.fields.body, 'Forty girls sang kajri under the neem tree.');

  // A picture from the phone, with its description in English.
  await page.getByRole('button', { name: p.toolbar.picture }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog', { name: p.pictureDialog.title });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'kajri.jpg',
    mimeType: 'image/jpeg',
    buffer: await phonePhoto({ width: 2400, height: 1800 }),
  });
  await expect(dialog.getByText(p.pictureDialog.uploaded)).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: p.pictureDialog.insert }).click();
  await expect(dialog.getByText(p.pictureDialog.altMissing)).toBeVisible();
  expect(await wcagFindings(page)).toEqual([]);
  await dialog
    .getByRole('textbox', { name: p.pictureDialog.alt.replace('{language}', p.languages.en) })
    .fill('Girls singing under a neem tree');
  await dialog.getByRole('button', { name: p.pictureDialog.insert }).click();
  await expect(dialog).toBeHidden();

  // The Hindi version.
  await page.getByRole('tab', { name: 'हिन्दी' }).click();
  await page.getByRole('textbox', { name: p.fields.title, exact: true }).filter({ visible: true }).fill(hindiTitle);
  await page
    .getByRole('textbox', { name: p.fields.description, exact: true })
    .filter({ visible: true })
    .fill('नोखा की लड़कियों ने सावन के गीत गाए।');
  await typeBody(page, p.fields.body, 'चालीस लड़कियों ने नीम के पेड़ के नीचे कजरी गाई।');
  await saved(page);

  // The preview shows both languages as visitors will see them.
  await page.getByRole('tab', { name: p.preview }).click();
  const preview = page.getByRole('tabpanel', { name: p.preview });
  await expect(preview.getByText(title)).toBeVisible();
  await expect(preview.getByText(hindiTitle)).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Girls singing under a neem tree' })).toBeVisible();
  expect(await wcagFindings(page)).toEqual([]);

  await page.getByRole('button', { name: p.publish, exact: true }).click();
  await expect(page.getByText(p.done.published)).toBeVisible({ timeout: 20_000 });

  // Visitors see it at once, in both languages, with its picture and its description.
  await page.goto('/blog');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const picture = page.getByRole('img', { name: 'Girls singing under a neem tree' });
  await expect(picture).toBeVisible();
  // The original or one of its copies in the column's widths (docs/pictures.md), in the original's shape.
  const [width, height] = await picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(width).toBeLessThanOrEqual(1600);
  expect((width ?? 0) / (height ?? 1)).toBeCloseTo(1600 / 1200, 2);
  const postUrl = page.url();
  expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
    /\/api\/pictures\/[0-9a-f]{32}\.jpg$/,
  );
  await page.goto(postUrl.replace(/\/blog\//, '/hi/blog/'));
  await expect(page.getByRole('heading', { level: 1, name: hindiTitle })).toBeVisible();

  // An edit waits for the next Publish.
  await page.goto('/nav/admin-login-page');
  const section = postsSection(page);
  await section.getByRole('button', { name: new RegExp(title) }).click();
  const edited = `${title} (updated)`;
  await page.getByRole('textbox', { name: p.fields.title, exact: true }).filter({ visible: true }).fill(edited);
  await saved(page);
  await expect(page.getByText(p.stateNotes.changed)).toBeVisible();
  await page.goto(postUrl);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto('/nav/admin-login-page');
  await postsSection(page)
    .getByRole('button', { name: new RegExp(edited.replace(/[()]/g, '\\$&')) })
    .click();
  await page.getByRole('button', { name: p.publish, exact: true }).click();
  await expect(page.getByText(p.done.published)).toBeVisible({ timeout: 20_000 });
  await page.goto(postUrl);
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();

  // Unpublished: gone from the site, kept in the workspace; then deleted, with the history kept.
  await page.goto('/nav/admin-login-page');
  await postsSection(page)
    .getByRole('button', { name: new RegExp(edited.replace(/[()]/g, '\\$&')) })
    .click();
  await page.getByRole('button', { name: p.unpublish }).click();
  await expect(page.getByText(p.done.unpublished)).toBeVisible({ timeout: 20_000 });
  expect((await page.request.get(postUrl)).status()).toBe(404);
  await page.getByRole('button', { name: p.delete, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: p.deleteDialog.title });
  expect(await wcagFindings(page)).toEqual([]);
  await confirm.getByRole('button', { name: p.deleteDialog.confirm }).click();
  await expect(page.getByText(p.done.deleted)).toBeVisible({ timeout: 20_000 });
  await expect(postsSection(page).getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
});

test('a notice written in Hindi only is an event on the Hindi and English home pages', async ({ page }) => {
  await signInToInbox(page, hi, demoTeam.coordinator, '/hi/nav/admin-login-page');
  await page.getByRole('button', { name: ph.newNotice }).click();
  const soon = new Date(Date.now() + 5 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  await page.getByLabel(ph.eventDate).fill(soon);
  await page.getByLabel(ph.eventTime).fill('08:00');
  await page.getByRole('tab', { name: 'हिन्दी' }).click();
  const title = `फ़ुटबॉल ट्रायल ${Date.now()}`;
  await page.getByRole('textbox', { name: ph.fields.title, exact: true }).filter({ visible: true }).fill(title);
  await page
    .getByRole('textbox', { name: ph.fields.place, exact: true })
    .filter({ visible: true })
    .fill('सासाराम स्टेडियम');
  await saved(page, ph);
  expect(await wcagFindings(page)).toEqual([]);
  await page.getByRole('button', { name: ph.publish, exact: true }).click();
  await expect(page.getByText(ph.done.published)).toBeVisible({ timeout: 20_000 });

  for (const [home, heading] of [
    ['/hi', hi.Common.noticesHeading],
    ['/', en.Common.noticesHeading],
  ] as const) {
    await page.goto(home);
    const notices = page.getByRole('region', { name: heading });
    await expect(notices.getByRole('link', { name: title })).toBeVisible();
    await expect(notices).toContainText('सासाराम स्टेडियम');
  }
  await page.goto('/hi/nav/admin-login-page');
  await postsSection(page, ph.title)
    .getByRole('button', { name: new RegExp(title) })
    .click();
  await page.getByRole('button', { name: ph.delete, exact: true }).click();
  await page
    .getByRole('dialog', { name: ph.deleteDialog.title })
    .getByRole('button', { name: ph.deleteDialog.confirm })
    .click();
  await expect(page.getByText(ph.done.deleted)).toBeVisible({ timeout: 20_000 });
  await page.goto('/hi');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});

test('a draft typed into a new notice survives a closed tab', async ({ page, context }) => {
  await signInToInbox(page, en, demoTeam.coordinator);
  await page.getByRole('button', { name: p.newNotice }).click();
  const title = `Health camp at Dinara ${Date.now()}`;
  await page.getByRole('textbox', { name: p.fields.title, exact: true }).filter({ visible: true }).fill(title);
  await page.close();

  const again = await context.newPage();
  await signInToInbox(again, en, demoTeam.coordinator);
  await postsSection(again)
    .getByRole('button', { name: new RegExp(title) })
    .click();
  await expect(again.getByRole('textbox', { name: p.fields.title, exact: true }).filter({ visible: true })).toHaveValue(
    title,
  );
  await saved(again);
  await again.getByRole('button', { name: p.delete, exact: true }).click();
  await again
    .getByRole('dialog', { name: p.deleteDialog.title })
    .getByRole('button', { name: p.deleteDialog.confirm })
    .click();
  await expect(again.getByText(p.done.deleted)).toBeVisible({ timeout: 20_000 });
});
