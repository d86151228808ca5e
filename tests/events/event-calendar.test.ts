// @vitest-environment node
import ICAL from 'ical.js';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { eventCalendar, upcomingEventsCalendar } from '@/lib/events/event-calendar';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import type { PublicPost } from '@/lib/posts/types';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'Events' }) =>
    createTranslator({ locale, messages: messagesFor(locale), namespace }),
}));

const post = (slug: string, over: Partial<PublicPost> = {}): PublicPost => ({
  id: `id-${slug}`,
  slug,
  kind: 'notice',
  language: 'hi',
  text: { title: `कार्यक्रम ${slug}`, description: 'विवरण', body: '<p>x</p>' },
  event: { date: '2026-12-20', time: '10:00' },
  author: 'प्रिया',
  publishedAt: '2026-11-01T04:30:00.000Z',
  updatedAt: '2026-11-02T04:30:00.000Z',
  readingMinutes: 1,
  ...over,
});

const posts = [post('camp'), post('past', { event: { date: '2026-10-01' } }), post('story', { kind: 'blog' })];
const now = new Date('2026-11-28T04:00:00Z');
const summaries = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e).summary);

describe('one event’s calendar file', () => {
  it('is made for a notice with an event, past ones too', async () => {
    for (const slug of ['camp', 'past']) {
      const outcome = await eventCalendar(async () => posts, 'hi', slug, now);
      expect(outcome.ok && summaries(outcome.ics)).toEqual([`कार्यक्रम ${slug}`]);
    }
  });

  it('is not found for a blog post, an unknown slug, or an address that is no slug, which reads nothing', async () => {
    const read = vi.fn(async () => posts);
    expect(await eventCalendar(read, 'en', 'story', now)).toEqual({ ok: false, reason: 'notFound' });
    expect(await eventCalendar(read, 'en', 'nothing-here', now)).toEqual({ ok: false, reason: 'notFound' });
    read.mockClear();
    for (const slug of ['../../etc/passwd', 'A'.repeat(81), 'a'.repeat(81), 'with space'])
      expect(await eventCalendar(read, 'en', slug, now)).toEqual({ ok: false, reason: 'notFound' });
    expect(read).not.toHaveBeenCalled();
  });

  it('says unavailable when the posts cannot be read', async () => {
    expect(await eventCalendar(async () => null, 'en', 'camp', now)).toEqual({ ok: false, reason: 'unavailable' });
  });
});

describe('the calendar of coming events', () => {
  it('holds only what is still to come, named in the language', async () => {
    const text = await upcomingEventsCalendar(posts, 'en', now);
    expect(summaries(text)).toEqual(['कार्यक्रम camp']);
    expect(new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue('x-wr-calname')).toBe(
      'Events | Rohtas Yuva Foundation',
    );
  });
});
