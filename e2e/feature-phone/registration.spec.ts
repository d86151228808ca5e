import { expect, test } from '../support/test';
import { axeFindingsWithoutScripts } from '../support/axe';
import { inDays, publishEvent, signInToWrite } from '../support/events';
import { postsRoute } from '../support/posts';
import { fillRegistration, openRegistration, registrationStatus } from '../support/registrations';
import { hi } from '../routes';

// Without JavaScript the whole registration works: the form posts to the server, which answers with
// the form again (messages beside the fields, everything typed kept) or the registration's page.

test('registering and cancelling without scripts, in Hindi; the same form sent twice is one registration', async ({
  page,
  browser,
}) => {
  const writer = await browser.newContext({ javaScriptEnabled: true, serviceWorkers: 'block' });
  const writerPage = await writer.newPage();
  await signInToWrite(writerPage);
  const { id, slug } = await publishEvent(writerPage, inDays(10));
  await openRegistration(writerPage, slug, 5, `${inDays(9)}T18:00`);

  await page.goto(`/hi/blog/${slug}/register`);
  const r = hi.Registration;
  await page.getByRole('textbox', { name: r.name }).fill('अमन');
  await page.getByRole('radio', { name: r.ageBands.under12 }).check();
  await page.getByRole('button', { name: r.submit }).click();
  await expect(page.getByText(r.fixErrors)).toBeVisible();
  await expect(page.getByText(hi.Forms.errors.consent)).toBeVisible();
  await expect(page.getByRole('textbox', { name: r.name })).toHaveValue('अमन');
  await expect(page.getByRole('radio', { name: r.ageBands.under12 })).toBeChecked();
  expect(await axeFindingsWithoutScripts(page)).toEqual([]);

  await fillRegistration(page, hi, {
    name: 'अमन',
    mobile: '9876501234',
    ageBand: 'under12',
    parent: ['रीना देवी', '9123401234'],
  });
  // What the browser sends, kept to send it again as a second tap or a reload would.
  const sent = await page
    .locator('form', { has: page.getByRole('button', { name: r.submit }) })
    .evaluate((form: HTMLFormElement) => [...new FormData(form)].map(([name, value]) => [name, String(value)]));
  await page.getByRole('button', { name: r.submit }).click();
  await expect(registrationStatus(page)).toHaveText(r.yours.confirmed);
  const yours = new URL(page.url()).pathname;
  await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
  expect(await axeFindingsWithoutScripts(page)).toEqual([]);

  const again = await page.request.post(`/hi/blog/${slug}/register`, {
    multipart: Object.fromEntries(sent),
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  expect(new URL(again.headers().location ?? '', page.url()).pathname).toBe(yours);

  await page.getByRole('link', { name: r.yours.cancel }).click();
  await page.getByRole('button', { name: r.yours.cancelYes }).click();
  await expect(registrationStatus(page)).toHaveText(r.yours.cancelledByYou);
  expect(await axeFindingsWithoutScripts(page)).toEqual([]);

  expect((await postsRoute(writerPage, `/api/team/posts/${id}`, 'DELETE')).status).toBe(200);
  await writer.close();
});
