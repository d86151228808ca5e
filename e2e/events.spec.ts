import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test } from './support/test';
import { wcagFindings } from './support/axe';
import { pdfText, qrInPdf } from './support/documents';
import { calendarEvents, canonicalUrl, inDays, publishEvent, signInToWrite } from './support/events';
import { postsRoute } from './support/posts';
import { POST_LIMITS } from '../lib/posts/limits';
import { en, hi } from './routes';

const run = promisify(execFile);

test('an event is sent on WhatsApp, copied, added to a calendar and subscribed to, in both languages', async ({
  page,
  context,
}) => {
  const date = inDays(5);
  await signInToWrite(page);
  const { id, slug, stamp } = await publishEvent(page, date);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  for (const [locale, messages, prefix] of [
    ['en', en, ''],
    ['hi', hi, '/hi'],
  ] as const) {
    await page.goto(`${prefix}/blog/${slug}`);
    // The site's public address (NEXT_PUBLIC_SITE_URL), as its link previews and calendars carry it.
    const eventUrl = await canonicalUrl(page);
    const actions = page.getByRole('region', { name: messages.Events.shareHeading });
    const whatsApp = actions.getByRole('link', { name: messages.Events.shareWhatsApp });
    const message = new URL((await whatsApp.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
    const lines = message.split('\n');
    expect(lines[0]).toBe(locale === 'en' ? `Football trials ${stamp}` : `फ़ुटबॉल ट्रायल ${stamp}`);
    expect(lines[1]).toMatch(locale === 'en' ? /^When: .* at 7:30 am$/ : /^कब: /);
    expect(lines[2]).toBe(locale === 'en' ? 'Where: Sasaram stadium' : 'कहाँ: सासाराम स्टेडियम');
    expect(lines[3]).toBe(eventUrl);

    await actions.getByRole('button', { name: messages.Events.copyMessage }).click();
    await expect(actions.getByRole('status')).toHaveText(messages.Events.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(message);
    expect(await wcagFindings(page)).toEqual([]);

    const downloading = page.waitForEvent('download');
    await actions.getByRole('link', { name: messages.Events.addToCalendar }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${slug}.ics`);
    const [event] = calendarEvents(await readFile((await download.path()) ?? '', 'utf8'));
    expect(event?.summary).toBe(lines[0]);
    // 07:30 in India is 02:00 UTC.
    expect(event?.startDate.toJSDate().toISOString()).toBe(`${date}T02:00:00.000Z`);
    expect(event?.location).toBe(lines[2]?.replace(/^[^:]+: /, ''));
    expect(event?.component.getFirstSubcomponent('valarm')).not.toBeNull();

    // The calendar a phone subscribes to, linked from the blog, lists it among the coming events.
    await page.goto(`${prefix}/blog`);
    const feedLink = page.getByRole('link', { name: messages.Events.subscribeCalendar });
    const feed = await page.request.get((await feedLink.getAttribute('href')) ?? '');
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const summaries = calendarEvents(await feed.text()).map((e) => e.summary);
    expect(summaries).toContain(lines[0]);
  }

  // Taken down, the event leaves the calendar, and its file is gone.
  expect((await postsRoute(page, `/api/team/posts/${id}/unpublish`, 'POST')).status).toBe(200);
  const feed = await page.request.get('/blog/events.ics');
  expect(calendarEvents(await feed.text()).map((e) => e.summary)).not.toContain(`Football trials ${stamp}`);
  expect((await page.request.get(`/blog/${slug}/event.ics`)).status()).toBe(404);
  expect((await postsRoute(page, `/api/team/posts/${id}`, 'DELETE')).status).toBe(200);
});

test('an event’s poster prints on one A4 page with its QR code, in both languages', async ({ page }, testInfo) => {
  await signInToWrite(page);
  const { id, slug, stamp } = await publishEvent(page, inDays(9));
  for (const [messages, prefix] of [
    [en, ''],
    [hi, '/hi'],
  ] as const) {
    await page.goto(`${prefix}/blog/${slug}`);
    const eventUrl = await canonicalUrl(page);
    await page.getByRole('link', { name: messages.Events.printPoster }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/blog/${slug}/poster$`));
    await expect(page.getByRole('button', { name: messages.Events.print })).toBeVisible();
    expect(await wcagFindings(page)).toEqual([]);

    // Printed, only the poster is on the sheet: not the site's header, menus or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: messages.Events.print })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const file = testInfo.outputPath(`poster${prefix.replace('/', '-')}.pdf`);
    await writeFile(file, await page.pdf({ preferCSSPageSize: true }));
    await page.emulateMedia({ media: 'screen' });

    const info = (await run('pdfinfo', [file])).stdout;
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/Page size:\s+[\d.]+ x [\d.]+ pts \(A4\)/);
    // Words as read, whatever line the sheet's width broke them onto.
    const text = (await pdfText(file)).replace(/\s+/g, ' ');
    if (prefix === '') {
      expect(text).toContain(`Football trials ${stamp}`);
      expect(text).toContain('Where: Sasaram stadium');
    }
    expect(text).toContain(eventUrl);
    // A phone's camera, pointed at the printed sheet, opens the event's page.
    expect(await qrInPdf(file)).toBe(eventUrl);
  }
  expect((await postsRoute(page, `/api/team/posts/${id}`, 'DELETE')).status).toBe(200);

  // The longest title, summary and place a post may have still print on one sheet.
  const longest = await publishEvent(page, inDays(9), {
    title: `Football trials ${'for the girls and boys of every block '.repeat(4)}`.slice(0, POST_LIMITS.title),
    description: 'Bring sports shoes, water and a parent’s phone number. '.repeat(6).slice(0, POST_LIMITS.description),
    place: 'Sasaram stadium, behind the block office, near the old bus stand, '.repeat(3).slice(0, POST_LIMITS.place),
  });
  await page.goto(`/blog/${longest.slug}/poster`);
  await page.emulateMedia({ media: 'print' });
  const file = testInfo.outputPath('poster-longest.pdf');
  await writeFile(file, await page.pdf({ preferCSSPageSize: true }));
  expect((await run('pdfinfo', [file])).stdout).toMatch(/^Pages:\s+1$/m);
  expect(await qrInPdf(file)).toMatch(new RegExp(`/blog/${longest.slug}$`));
  expect((await postsRoute(page, `/api/team/posts/${longest.id}`, 'DELETE')).status).toBe(200);
});

test('an address that names no event has no calendar file and no poster', async ({ page, request }) => {
  expect((await request.get('/blog/no-such-event/event.ics')).status()).toBe(404);
  expect((await request.get('/hi/blog/..%2F..%2Fetc/event.ics')).status()).toBe(404);
  expect((await page.goto('/blog/no-such-event/poster'))?.status()).toBe(404);
  // A story of the blog is no event.
  expect((await page.goto('/blog/career-guidance-mela-bikramganj/poster'))?.status()).toBe(404);
  expect((await request.get('/blog/career-guidance-mela-bikramganj/event.ics')).status()).toBe(404);
});
