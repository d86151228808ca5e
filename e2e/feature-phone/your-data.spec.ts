import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { axeFindingsWithoutScripts } from '../support/axe';
import { field, unique } from '../support/forms';
import { fromOwnAddress } from '../support/team';
import { en } from '../routes';

// Without JavaScript the "Your data" form posts to the server, and the page that comes back shows
// the record's requests, keeps the proof typed, and takes a new request.

const y = en.YourData;
const f = en.Forms;

async function sendContact(page: Page, mobile: string) {
  await page.goto('/nav/contact-us');
  await field(page, f.contact.fields.name).fill('Ravi Kumar');
  await field(page, f.contact.fields.phone).fill(mobile);
  await field(page, f.contact.fields.subject).fill(unique());
  await field(page, f.contact.fields.message).fill('When does the next football trial take place in Nokha?');
  await page.getByRole('checkbox', { name: f.contact.fields.consent }).check();
  await page.getByRole('button', { name: f.contact.submit }).click();
  return (await page.getByTestId('form-reference').innerText()).trim();
}

test('a person proves a message is theirs and asks for a summary, without scripts', async ({ page }) => {
  await fromOwnAddress(page);
  const mobile = '7004598765';
  const reference = await sendContact(page, mobile);

  await page.goto('/footer/your-data');
  await field(page, y.reference).fill(reference);
  await field(page, y.mobile).fill('7004598760');
  await page.getByRole('button', { name: y.look }).click();
  await expect(page.getByRole('alert')).toHaveText(y.errors.notFound);
  await expect(field(page, y.reference)).toHaveValue(reference);

  await field(page, y.mobile).fill(mobile);
  await page.getByRole('button', { name: y.look }).click();
  await expect(page.getByText(y.noRequests)).toBeVisible();
  expect(await axeFindingsWithoutScripts(page)).toEqual([]);

  await page.getByRole('radio', { name: y.kindChoices.summary }).check();
  await page.getByRole('button', { name: y.send }).click();
  await expect(page.getByText(y.sent.new.replace('{kind}', y.kinds.summary))).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`${y.kinds.summary}, sent`);
  expect(await axeFindingsWithoutScripts(page)).toEqual([]);
});
