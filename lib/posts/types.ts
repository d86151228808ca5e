import type { Locale } from '@/lib/i18n/routing';

/**
 * A post is what the team says to visitors: a notice (short; with a date it is an event) or a
 * blog post (long). It has an English and a Hindi text; either may be empty, not both.
 */
export const POST_KINDS = ['notice', 'blog'] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const BLOG_CATEGORIES = ['social', 'educational', 'cultural', 'sports'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** One language's text of a post. `body` is HTML, sanitised on the server before it is stored. */
export interface PostText {
  title: string;
  /** The summary under the title, in lists and link previews. */
  description: string;
  body: string;
  /** Where a notice's event takes place, in this language. */
  place?: string;
  /** Who wrote it, as visitors read it; without one, the name of the member who published it. */
  byline?: string;
}

/** When a notice's event takes place: a day (YYYY-MM-DD) and optionally a time (HH:MM, India time). */
export interface PostEvent {
  date: string;
  time?: string;
}

/** What the writer edits: the kind, both texts and the event. */
export interface PostContent {
  kind: PostKind;
  category?: BlogCategory;
  text: Partial<Record<Locale, PostText>>;
  event?: PostEvent;
}

export interface PostAuthor {
  memberId: string;
  name: string;
}

/**
 * A stored post. `draft` is the working copy the writer saves as they type; `live` is what
 * visitors see, a copy of the draft taken when it was last published (absent: not published).
 * So editing a published post changes nothing in public until it is published again.
 */
export interface Post {
  id: string;
  /** The post's address under /blog, fixed when it is first published. */
  slug: string;
  draft: PostContent;
  live?: PostContent;
  createdAt: number;
  createdBy: PostAuthor;
  updatedAt: number;
  updatedBy: PostAuthor;
  /** When it was first published (kept through unpublishing), for the date visitors see. */
  publishedAt?: number;
}

export const POST_ACTIONS = ['created', 'edited', 'published', 'unpublished', 'deleted'] as const;
export type PostAction = (typeof POST_ACTIONS)[number];

/** Who did what to a post, and when. Kept after the post is deleted. */
export interface PostHistoryEntry {
  action: PostAction;
  by: string;
  byName: string;
  at: number;
}

/** A post as the team's workspace sees it: with its history, newest entry first. */
export interface TeamPost extends Post {
  history: PostHistoryEntry[];
}

/** A published post as a public page shows it, in one language. */
export interface PublicPost {
  id: string;
  slug: string;
  kind: PostKind;
  category?: BlogCategory;
  /** The language of `text`: the page's, or the other one when the post has only that. */
  language: Locale;
  text: PostText;
  event?: PostEvent;
  author: string;
  /** ISO date and time of first publication. */
  publishedAt: string;
  /** ISO date and time of the last publication. */
  updatedAt: string;
  readingMinutes: number;
  /** The first picture of the body, for link previews. */
  picture?: { src: string; alt: string; width?: number; height?: number };
}

/** A published notice with an event: what has a calendar file, a poster and a share message. */
export type EventPost = PublicPost & { event: PostEvent };
