import { upcomingEventsCalendar } from '@/lib/events/event-calendar';
import { CALENDAR_CONTENT_TYPE } from '@/lib/events/icalendar';
import { localeStaticParams, type LocaleParams } from '@/lib/i18n/page-locale';
import { postsFileResponse } from '@/lib/posts/posts-file-response';

// Kept like the blog's pages, and rendered again with them when a post is published
// (lib/posts/refresh-public-pages.ts): /blog/events.ics and /hi/blog/events.ics.
export const revalidate = 300;
export const dynamicParams = false;

export const generateStaticParams = localeStaticParams;

/** GET /blog/events.ics, /hi/blog/events.ics → the events still to come, as a calendar to subscribe to. */
export function GET(_request: Request, { params }: LocaleParams) {
  return postsFileResponse(params, CALENDAR_CONTENT_TYPE, (posts, locale) =>
    upcomingEventsCalendar(posts, locale, new Date()),
  );
}
