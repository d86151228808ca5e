import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { routing } from '@/lib/i18n/routing';
import { BLOG_CATEGORIES, POST_KINDS, type PostContent } from './types';
import { oneLineWithoutForbiddenCharacters, withoutForbiddenCharacters } from '@/lib/text/xml-characters';
import { POST_LIMITS } from './limits';

// Control characters and the like are stripped, not refused: a writer cannot see them (they come
// with pasted text), and a stored one would make the blog's feed unreadable (lib/text/xml-characters.ts).
const text = (max: number) => z.string().max(max).transform(withoutForbiddenCharacters);
const line = (max: number) => z.string().max(max).transform(oneLineWithoutForbiddenCharacters);

const postTextSchema = z.strictObject({
  title: line(POST_LIMITS.title),
  description: text(POST_LIMITS.description),
  body: text(POST_LIMITS.body),
  place: line(POST_LIMITS.place).optional(),
  byline: line(POST_LIMITS.byline).optional(),
});

/** An event's day and time as the date and time inputs give them. */
const eventSchema = z.strictObject({
  date: z.iso.date(),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .optional(),
});

/**
 * What a writer sends when a draft is saved. A draft may be unfinished (no title yet): what a post
 * needs before it is published is checked at publishing (postIssues in ./post-rules.ts).
 */
export const postContentSchema: z.ZodType<PostContent> = z.strictObject({
  kind: z.enum(POST_KINDS),
  category: z.enum(BLOG_CATEGORIES).optional(),
  text: z.strictObject(
    Object.fromEntries(routing.locales.map((locale) => [locale, postTextSchema.optional()])) as Record<
      (typeof routing.locales)[number],
      z.ZodOptional<typeof postTextSchema>
    >,
  ),
  event: eventSchema.optional(),
});
