import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { sameContent } from './post-rules';
import { BLOG_CATEGORIES, POST_KINDS, type PostContent, type TeamPost } from './types';

/**
 * Every change to a post, kept on this device at once (localStorage), so a closed tab, a flat
 * battery or a lost connection loses nothing that was typed. The copy goes when the server has
 * the same text. A new post is kept under the id this device gave it, which the server keeps.
 * Posts are written for the public, so nothing here needs the care of a complaint draft.
 */
export interface DeviceDraft {
  /** The post's id: the server's, or the one this device gave a new post before its first save. */
  key: string;
  content: PostContent;
  /** When it was last changed on this device (ms). */
  changedAt: number;
  /** The server's `updatedAt` of the copy this one was changed from; absent for a new post. */
  baseUpdatedAt?: number;
}

const PREFIX = 'post_draft_';

const textSchema = z.object({
  title: z.string(),
  description: z.string(),
  body: z.string(),
  place: z.string().optional(),
});

const draftSchema = z.object({
  key: z.string().min(1),
  content: z.object({
    kind: z.enum(POST_KINDS),
    category: z.enum(BLOG_CATEGORIES).optional(),
    text: z.object({ en: textSchema.optional(), hi: textSchema.optional() }),
    event: z.object({ date: z.string(), time: z.string().optional() }).optional(),
  }),
  changedAt: z.number(),
  baseUpdatedAt: z.number().optional(),
});

/**
 * A new post's id, made on this device before its first save: 16 URL-safe characters from 12
 * random bytes, the shape the server's ids have (POST_ID_PATTERN), never guessed or repeated.
 */
export function newLocalKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

export function keepOnDevice(draft: DeviceDraft): void {
  try {
    localStorage.setItem(PREFIX + draft.key, JSON.stringify(draft));
  } catch (error) {
    console.error('Could not keep the post on this device', error);
  }
}

export function forgetOnDevice(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch (error) {
    console.error('Could not clear the post kept on this device', error);
  }
}

function parse(raw: string | null): DeviceDraft | undefined {
  if (raw === null) return undefined;
  try {
    return draftSchema.safeParse(JSON.parse(raw)).data;
  } catch {
    return undefined;
  }
}

/** Every post kept on this device, newest change first. */
export function deviceDrafts(): DeviceDraft[] {
  const drafts: DeviceDraft[] = [];
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const draft = parse(localStorage.getItem(key));
      if (draft) drafts.push(draft);
    }
  } catch (error) {
    console.error('Could not read the posts kept on this device', error);
  }
  return drafts.sort((a, b) => b.changedAt - a.changedAt);
}

/** What the writing box opens a post with, and what it says about this device's copy. */
export interface Opening {
  key: string;
  post?: TeamPost;
  content: PostContent;
  /** Whether `content` is not on the server yet: it is saved at once. */
  unsaved: boolean;
  /** This device's copy, newer than the server's, opened in its place. */
  restored?: DeviceDraft;
  /** This device's copy of an older version: the server's was saved since, so the writer chooses. */
  offered?: DeviceDraft;
}

/**
 * A device copy made from the server's current version was typed after it and never reached the
 * server: it is restored (nothing is lost, the writer can go back). One made from an older
 * version meets changes saved since, perhaps by someone else: the writer chooses, since taking
 * either silently would lose the other's text.
 */
export function openingOf(post: TeamPost, device: DeviceDraft | undefined): Opening {
  const server = { key: post.id, post, content: post.draft, unsaved: false };
  if (!device || sameContent(device.content, post.draft)) return server;
  if (device.baseUpdatedAt === post.updatedAt)
    return { ...server, content: device.content, unsaved: true, restored: device };
  return { ...server, offered: device };
}
