import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { upcomingEvents, isEventPost } from '@/lib/posts/home-notices';
import { isSlug } from '@/lib/posts/limits';
import type { EventPost, PublicPost } from '@/lib/posts/types';
import { siteUrl } from '@/lib/seo/metadata';
import { siteNames } from '@/lib/site-names';
import { calendarEventOf } from './event-posts';
import { iCalendar } from './icalendar';

/** Why a calendar could not be made: no such event, or the posts could not be read. */
export type CalendarOutcome = { ok: true; ics: string } | { ok: false; reason: 'notFound' | 'unavailable' };

async function calendarOf(locale: Locale, events: readonly EventPost[], now: Date): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Events' });
  return iCalendar({
    name: t('calendarName', { site: siteNames(locale).name }),
    host: new URL(siteUrl).host,
    language: locale,
    events: events.map((post) => calendarEventOf(post, locale, siteUrl)),
    now,
  });
}

/** Every event still to come, in `locale`: the feed a phone's calendar subscribes to. */
export async function upcomingEventsCalendar(posts: readonly PublicPost[], locale: Locale, now: Date) {
  return calendarOf(locale, upcomingEvents(posts, now), now);
}

/** One event's calendar file, past events included (a person may keep a record of one they went to). */
export async function eventCalendar(
  readPosts: () => Promise<readonly PublicPost[] | null>,
  locale: Locale,
  slug: string,
  now: Date,
): Promise<CalendarOutcome> {
  if (!isSlug(slug)) return { ok: false, reason: 'notFound' };
  const posts = await readPosts();
  if (!posts) return { ok: false, reason: 'unavailable' };
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post || !isEventPost(post)) return { ok: false, reason: 'notFound' };
  return { ok: true, ics: await calendarOf(locale, [post], now) };
}
