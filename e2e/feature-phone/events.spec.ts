import { expect, test } from '../support/test';
import { axeFindingsWithoutScripts } from '../support/axe';
import { inDays, publishEvent, signInToWrite } from '../support/events';
import { postsRoute } from '../support/posts';
import { en, hi } from '../routes';

// Without JavaScript an event still travels: the WhatsApp link and the calendar file are plain
// links, and the poster says how to print it. Copying and the share sheet need scripts, so they
// are not offered.

test('an event without scripts is sent on WhatsApp, added to a calendar, and its poster says how to print', async ({
  page,
  browser,
}) => {
  // The Coordinator publishes from a browser with scripts; the visitor here has none.
  const writer = await browser.newContext({ javaScriptEnabled: true, serviceWorkers: 'block' });
  const writerPage = await writer.newPage();
  await signInToWrite(writerPage);
  const { id, slug, stamp } = await publishEvent(writerPage, inDays(6));

  await page.goto(`/hi/blog/${slug}`);
  const actions = page.getByRole('region', { name: hi.Events.shareHeading });
  const whatsApp = actions.getByRole('link', { name: hi.Events.shareWhatsApp });
  const message = new URL((await whatsApp.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  expect(message.split('\n')[0]).toBe(`फ़ुटबॉल ट्रायल ${stamp}`);
  await expect(actions.getByRole('button')).toHaveCount(0);
  const calendar = await page.request.get(
    (await actions.getByRole('link', { name: hi.Events.addToCalendar }).getAttribute('href')) ?? '',
  );
  expect(await calendar.text()).toContain('BEGIN:VEVENT');
  expect(await axeFindingsWithoutScripts(page)).toEqual([]);

  await page.goto(`/blog/${slug}/poster`);
  await expect(page.getByText(en.Events.printWithoutScripts)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Football trials ${stamp}` })).toBeVisible();
  expect(await axeFindingsWithoutScripts(page)).toEqual([]);

  expect((await postsRoute(writerPage, `/api/team/posts/${id}`, 'DELETE')).status).toBe(200);
  await writer.close();
});
