import { todayInIndia } from '@/lib/forms/field-values';
import type { EventPost, PublicPost } from './types';

export const isEventPost = (post: PublicPost): post is EventPost => post.kind === 'notice' && post.event !== undefined;

/** When the event starts, as text that sorts: the day, then the time (a day without one first). */
const startKey = (post: EventPost) => `${post.event.date} ${post.event.time ?? ''}`;

/** Events of today (in India) and later, soonest first. */
export function upcomingEvents(posts: readonly PublicPost[], now: Date): EventPost[] {
  const today = todayInIndia(now);
  return posts
    .filter(isEventPost)
    .filter((post) => post.event.date >= today)
    .sort((a, b) => startKey(a).localeCompare(startKey(b)));
}

/** How many notices the home page lists: enough for the month's news, short on a phone. */
export const HOME_NOTICE_COUNT = 4;

/**
 * The notices the home page shows: events still to come (today's included, in India), soonest
 * first, then the newest other notices; past events are no longer news and are left to the blog.
 */
export function homeNotices(posts: readonly PublicPost[], now: Date): PublicPost[] {
  const others = posts.filter((post) => post.kind === 'notice' && !post.event);
  return [...upcomingEvents(posts, now), ...others].slice(0, HOME_NOTICE_COUNT);
}

/** The blog posts the home page shows under "stories". */
export const LATEST_STORY_COUNT = 3;
export const latestStories = (posts: readonly PublicPost[]) =>
  posts.filter((post) => post.kind === 'blog').slice(0, LATEST_STORY_COUNT);
