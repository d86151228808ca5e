import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { postContentSchema } from './content-schema';
import { POST_ACTIONS, type Post, type PostHistoryEntry } from './types';

const authorSchema = z.object({ memberId: z.string(), name: z.string() });

const storedPostSchema = z.object({
  slug: z.string(),
  draft: postContentSchema,
  live: postContentSchema.optional(),
  createdAt: z.number(),
  createdBy: authorSchema,
  updatedAt: z.number(),
  updatedBy: authorSchema,
  publishedAt: z.number().optional(),
});

const historyEntrySchema = z.object({
  action: z.enum(POST_ACTIONS),
  by: z.string(),
  byName: z.string(),
  at: z.number(),
});

/** The database keeps no empty objects: a version with no text comes back as absent. */
const children = (node: unknown): [string, unknown][] =>
  typeof node === 'object' && node !== null ? Object.entries(node) : [];

/**
 * The posts node as posts. A record that does not have a post's shape (written by hand in the
 * console, or by an older version) is skipped and logged, never shown half-read.
 */
export function postsFrom(node: unknown): Post[] {
  return children(node).flatMap(([id, raw]) => {
    const parsed = storedPostSchema.safeParse(raw);
    if (!parsed.success) {
      console.warn(`Post ${id} skipped: ${parsed.error.issues[0]?.message ?? 'not a post'}`);
      return [];
    }
    return [{ id, ...parsed.data }];
  });
}

/** One post's history node (entries keyed by push id), newest first. */
export function historyFrom(node: unknown): PostHistoryEntry[] {
  return children(node)
    .flatMap(([, raw]) => {
      const parsed = historyEntrySchema.safeParse(raw);
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => b.at - a.at);
}

/** A post as the database takes it: no `undefined` anywhere (the admin SDK refuses it), no id inside. */
export function storedForm(post: Post): Record<string, unknown> {
  const stored = JSON.parse(JSON.stringify(post)) as Record<string, unknown>;
  delete stored.id;
  return stored;
}
