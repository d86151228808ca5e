import type { Locale } from '@/lib/i18n/routing';
import { blogPagePath, postPath } from '@/lib/posts/blog-pages';
import type { EventPost } from '@/lib/posts/types';
import type { CalendarEvent } from './icalendar';

/** The calendar file of one event: /blog/<slug>/event.ics, /hi/blog/<slug>/event.ics. */
export const eventCalendarPath = (locale: Locale, slug: string) => `${postPath(locale, slug)}/event.ics`;

/** The calendar a phone subscribes to: every upcoming event, in one language. */
export const eventsCalendarPath = (locale: Locale) => `${blogPagePath(locale, 1)}/events.ics`;

/** The printable A4 poster of one event, for a notice board. */
export const eventPosterPath = (locale: Locale, slug: string) => `${postPath(locale, slug)}/poster`;

/** The event as a calendar has it, its page's address absolute. */
export function calendarEventOf(post: EventPost, locale: Locale, siteUrl: string): CalendarEvent {
  const place = post.text.place?.trim();
  return {
    id: post.id,
    title: post.text.title,
    description: post.text.description,
    ...(place ? { place } : {}),
    url: new URL(postPath(locale, post.slug), siteUrl).href,
    date: post.event.date,
    ...(post.event.time ? { time: post.event.time } : {}),
    updatedAt: post.updatedAt,
  };
}
