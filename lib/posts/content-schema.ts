import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { routing } from '@/lib/i18n/routing';
import { BLOG_CATEGORIES, POST_KINDS, type PostContent } from './types';
import { POST_LIMITS } from './limits';

const text = (max: number) => z.string().max(max);

const postTextSchema = z.strictObject({
  title: text(POST_LIMITS.title),
  description: text(POST_LIMITS.description),
  body: text(POST_LIMITS.body),
  place: text(POST_LIMITS.place).optional(),
  byline: text(POST_LIMITS.byline).optional(),
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
