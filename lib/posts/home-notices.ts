import { todayInIndia } from '@/lib/forms/field-values';
import type { PublicPost } from './types';

/** How many notices the home page lists: enough for the month's news, short on a phone. */
export const HOME_NOTICE_COUNT = 4;

/**
 * The notices the home page shows: events still to come (today's included, in India), soonest
 * first, then the newest other notices; past events are no longer news and are left to the blog.
 */
export function homeNotices(posts: readonly PublicPost[], now: Date): PublicPost[] {
  const today = todayInIndia(now);
  const notices = posts.filter((post) => post.kind === 'notice');
  const coming = notices
    .filter((post) => post.event && post.event.date >= today)
    .sort((a, b) => `${a.event?.date} ${a.event?.time ?? ''}`.localeCompare(`${b.event?.date} ${b.event?.time ?? ''}`));
  const others = notices.filter((post) => !post.event);
  return [...coming, ...others].slice(0, HOME_NOTICE_COUNT);
}

/** The blog posts the home page shows under "stories". */
export const LATEST_STORY_COUNT = 3;
export const latestStories = (posts: readonly PublicPost[]) =>
  posts.filter((post) => post.kind === 'blog').slice(0, LATEST_STORY_COUNT);
