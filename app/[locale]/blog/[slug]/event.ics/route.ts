import { eventCalendar } from '@/lib/events/event-calendar';
import { CALENDAR_CONTENT_TYPE } from '@/lib/events/icalendar';
import { routeLocale } from '@/lib/i18n/page-locale';
import { postsOrNull } from '@/lib/posts/blog-page-data';
import { limitRequest } from '@/lib/rate-limit/limit-request';

// Read when asked: a file per event for the few who add it, and no kept copy for an address that
// names no event.
export const dynamic = 'force-dynamic';

interface EventCalendarParams {
  params: Promise<{ locale: string; slug: string }>;
}

/** GET /blog/<slug>/event.ics (and under /hi) → the event as a calendar file, with its reminder. */
export async function GET(request: Request, { params }: EventCalendarParams) {
  const limited = await limitRequest(request, 'eventCalendar');
  if (limited) return limited;
  const locale = await routeLocale(params);
  if (!locale) return new Response('Not found', { status: 404 });
  const { slug } = await params;
  const outcome = await eventCalendar(() => postsOrNull(locale), locale, slug, new Date());
  if (!outcome.ok && outcome.reason === 'unavailable')
    return new Response('Events could not be read; try again soon.', { status: 503, headers: { 'Retry-After': '60' } });
  if (!outcome.ok) return new Response('No event at this address.', { status: 404 });
  return new Response(outcome.ics, {
    headers: {
      'Content-Type': CALENDAR_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${slug}.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  });
}
