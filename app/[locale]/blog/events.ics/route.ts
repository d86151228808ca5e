import { upcomingEventsCalendar } from '@/lib/events/event-calendar';
import { CALENDAR_CONTENT_TYPE } from '@/lib/events/icalendar';
import { localeStaticParams, type LocaleParams } from '@/lib/i18n/page-locale';
import { postsFileResponse } from '@/lib/posts/posts-file-response';

// Answered for each request from the cached posts (lib/posts/public-posts.ts): /blog/events.ics and /hi/blog/events.ics.

export const generateStaticParams = localeStaticParams;
export const dynamicParams = false;
export const dynamic = 'force-dynamic';

/** GET /blog/events.ics, /hi/blog/events.ics → the events still to come, as a calendar to subscribe to. */
export function GET(_request: Request, { params }: LocaleParams) {
  return postsFileResponse(params, CALENDAR_CONTENT_TYPE, (posts, locale) =>
    upcomingEventsCalendar(posts, locale, new Date()),
  );
}
