// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calendarEventOf, eventCalendarPath, eventPosterPath, eventsCalendarPath } from '@/lib/events/event-posts';
import { isEventPost, upcomingEvents } from '@/lib/posts/home-notices';
import type { EventPost, PublicPost } from '@/lib/posts/types';

const notice = (slug: string, event?: PublicPost['event'], place?: string): PublicPost => ({
  id: `id-${slug}`,
  slug,
  kind: 'notice',
  language: 'hi',
  text: { title: `शीर्षक ${slug}`, description: 'विवरण', body: '<p>x</p>', ...(place === undefined ? {} : { place }) },
  ...(event ? { event } : {}),
  author: 'प्रिया',
  publishedAt: '2026-11-01T04:30:00.000Z',
  updatedAt: '2026-11-02T04:30:00.000Z',
  readingMinutes: 1,
});

describe('upcoming events', () => {
  const posts = [
    notice('later', { date: '2026-12-10' }),
    notice('no-event'),
    notice('today-evening', { date: '2026-11-28', time: '18:00' }),
    notice('yesterday', { date: '2026-11-27', time: '10:00' }),
    notice('today-all-day', { date: '2026-11-28' }),
    { ...notice('a-story', { date: '2026-12-01' }), kind: 'blog' as const },
  ];

  it('are the notices with an event from today in India on, soonest first, a whole day before a time', () => {
    // 20:00 UTC on 27 November is already 28 November in India.
    const slugs = upcomingEvents(posts, new Date('2026-11-27T20:00:00Z')).map((post) => post.slug);
    expect(slugs).toEqual(['today-all-day', 'today-evening', 'later']);
  });

  it('keep yesterday’s until India’s midnight', () => {
    const slugs = upcomingEvents(posts, new Date('2026-11-27T18:00:00Z')).map((post) => post.slug);
    expect(slugs).toEqual(['yesterday', 'today-all-day', 'today-evening', 'later']);
  });

  it('leave out a blog post, even with a date', () => {
    expect(isEventPost(posts[5]!)).toBe(false);
    expect(isEventPost(posts[0]!)).toBe(true);
    expect(isEventPost(posts[1]!)).toBe(false);
  });
});

describe('an event’s addresses', () => {
  it('sit beside its page, in each language', () => {
    expect(eventCalendarPath('en', 'blood-camp')).toBe('/blog/blood-camp/event.ics');
    expect(eventCalendarPath('hi', 'blood-camp')).toBe('/hi/blog/blood-camp/event.ics');
    expect(eventPosterPath('hi', 'blood-camp')).toBe('/hi/blog/blood-camp/poster');
    expect(eventsCalendarPath('en')).toBe('/blog/events.ics');
    expect(eventsCalendarPath('hi')).toBe('/hi/blog/events.ics');
  });
});

describe('calendarEventOf', () => {
  it('carries the page’s absolute address, the place trimmed, and no time for a day-long event', () => {
    const post = notice('blood-camp', { date: '2026-12-20' }, '  नोखा ') as EventPost;
    expect(calendarEventOf(post, 'hi', 'https://rohtasyuva.example')).toEqual({
      id: 'id-blood-camp',
      title: 'शीर्षक blood-camp',
      description: 'विवरण',
      place: 'नोखा',
      url: 'https://rohtasyuva.example/hi/blog/blood-camp',
      date: '2026-12-20',
      updatedAt: '2026-11-02T04:30:00.000Z',
    });
  });

  it('leaves out an empty place', () => {
    const post = notice('fair', { date: '2026-12-20', time: '09:00' }, ' ') as EventPost;
    const event = calendarEventOf(post, 'en', 'https://rohtasyuva.example');
    expect(event).not.toHaveProperty('place');
    expect(event.time).toBe('09:00');
    expect(event.url).toBe('https://rohtasyuva.example/blog/fair');
  });
});
