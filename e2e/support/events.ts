import { expect, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { en } from '../routes';
import { createPost, postsRoute } from './posts';
import { demoTeam, signInToInbox } from './team';

/** The events in an iCalendar text as a calendar app reads them (ical.js, with the file's zone). */
export function calendarEvents(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

/** Signs the Coordinator in on `page`, who may then publish events. */
export const signInToWrite = (page: Page) => signInToInbox(page, en, demoTeam.coordinator);

/**
 * A notice with an event in both languages (`english` replaces English texts), published by the
 * Coordinator signed in on `page`; answers its slug, id and the stamp its titles carry.
 */
export async function publishEvent(
  page: Page,
  date: string,
  english: Partial<Record<'title' | 'description' | 'place', string>> = {},
) {
  const stamp = Date.now();
  const created = await createPost(page, {
    kind: 'notice',
    text: {
      en: {
        title: `Football trials ${stamp}`,
        description: 'Under-15 trials for girls and boys.',
        body: '<p>Bring sports shoes.</p>',
        place: 'Sasaram stadium',
        ...english,
      },
      hi: {
        title: `फ़ुटबॉल ट्रायल ${stamp}`,
        description: 'लड़के-लड़कियों के लिए अंडर-15 ट्रायल।',
        body: '<p>खेल के जूते लाएँ।</p>',
        place: 'सासाराम स्टेडियम',
      },
    },
    event: { date, time: '07:30' },
  });
  expect(created.status).toBe(200);
  const id = (created.body.post as { id: string }).id;
  const published = await postsRoute(page, `/api/team/posts/${id}/publish`, 'POST');
  expect(published.status).toBe(200);
  return { id, slug: (published.body.post as { slug: string }).slug, stamp };
}

export const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60_000).toISOString().slice(0, 10);

/** The page's canonical address: the site's public one, which shared links and QR codes carry. */
export const canonicalUrl = async (page: Page) =>
  (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
