import { RESERVED_SLUGS } from './blog-pages';
import { postIssues, type PostIssue } from './post-rules';
import { sanitiseBody } from './sanitise-body';
import { slugFor } from './slug';
import { historyFrom, postsFrom } from './stored-post';
import type { Post, PostAction, PostAuthor, PostContent, PostHistoryEntry, TeamPost } from './types';

export interface PostsDeps {
  /** The whole posts node. */
  readPosts: () => Promise<unknown>;
  writePost: (post: Post) => Promise<void>;
  removePost: (id: string) => Promise<void>;
  /** The history node of every post. */
  readHistory: () => Promise<unknown>;
  addHistory: (id: string, entry: PostHistoryEntry) => Promise<void>;
  now: () => number;
  /** Has every instance render the public pages that show posts again. */
  refreshPublicPages: () => Promise<void>;
  /** Tells those who asked for alerts about a post published for the first time (never awaited). */
  announce?: (post: Post) => void;
}

export type PostOutcome =
  | { ok: true; post: TeamPost }
  | { ok: false; code: 'notFound' }
  | { ok: false; code: 'notReady'; problems: PostIssue[] };

/**
 * Autosave writes every few seconds: while one member keeps writing (their last entry is their
 * "created" or "edited" of the last half hour), no new entry is added.
 */
const EDIT_ENTRY_GAP_MS = 30 * 60_000;

/** Every body sanitised, every text trimmed of nothing else: what is stored is what is shown. */
function cleanContent(content: PostContent): PostContent {
  const text = Object.fromEntries(
    Object.entries(content.text).map(([locale, version]) => [
      locale,
      version && { ...version, body: sanitiseBody(version.body) },
    ]),
  );
  const clean: PostContent = { ...content, text };
  // A category says which blog list a post belongs to; a notice has none, a blog post no event.
  if (clean.kind === 'notice') delete clean.category;
  else delete clean.event;
  return clean;
}

async function historyOf(id: string, deps: PostsDeps): Promise<PostHistoryEntry[]> {
  const all = await deps.readHistory();
  const node = typeof all === 'object' && all !== null ? (all as Record<string, unknown>)[id] : undefined;
  return historyFrom(node);
}

async function findPost(id: string, deps: PostsDeps): Promise<Post | undefined> {
  return postsFrom(await deps.readPosts()).find((post) => post.id === id);
}

const entry = (action: PostAction, author: PostAuthor, at: number): PostHistoryEntry => ({
  action,
  by: author.memberId,
  byName: author.name,
  at,
});

/** Stores the post and its history entry, and refreshes the public pages when they change. */
async function commit(
  post: Post,
  action: PostAction | null,
  author: PostAuthor,
  deps: PostsDeps,
  publicChange: boolean,
): Promise<{ ok: true; post: TeamPost }> {
  await deps.writePost(post);
  if (action) await deps.addHistory(post.id, entry(action, author, post.updatedAt));
  if (publicChange) await deps.refreshPublicPages();
  return { ok: true, post: { ...post, history: await historyOf(post.id, deps) } };
}

/** Every post, drafts included, with its history; the most recently changed first. */
export async function listPosts(deps: PostsDeps): Promise<TeamPost[]> {
  const [posts, history] = await Promise.all([deps.readPosts(), deps.readHistory()]);
  const historyNode = (typeof history === 'object' && history !== null ? history : {}) as Record<string, unknown>;
  return postsFrom(posts)
    .map((post) => ({ ...post, history: historyFrom(historyNode[post.id]) }))
    .sort((a, b) => b.updatedAt - a.updatedAt);
}

/** A new post under the id the writer's device gave it. */
async function createPost(author: PostAuthor, id: string, content: PostContent, deps: PostsDeps): Promise<PostOutcome> {
  const now = deps.now();
  const post: Post = {
    id,
    slug: id.toLowerCase(),
    draft: cleanContent(content),
    createdAt: now,
    createdBy: author,
    updatedAt: now,
    updatedBy: author,
  };
  return commit(post, 'created', author, deps, false);
}

/**
 * Saves the draft (as it is typed). A published post's public copy does not change. A post it
 * does not have is created under that id: the writer's device names a new post before its first
 * save, so a save repeated after a lost answer or a closed tab never makes a second post.
 */
export async function saveDraft(
  author: PostAuthor,
  id: string,
  content: PostContent,
  deps: PostsDeps,
): Promise<PostOutcome> {
  const post = await findPost(id, deps);
  if (!post) return createPost(author, id, content, deps);
  const now = deps.now();
  const history = await historyOf(id, deps);
  const last = history[0];
  const recentlyNoted =
    last &&
    (last.action === 'created' || last.action === 'edited') &&
    last.by === author.memberId &&
    now - last.at < EDIT_ENTRY_GAP_MS;
  const saved: Post = { ...post, draft: cleanContent(content), updatedAt: now, updatedBy: author };
  return commit(saved, recentlyNoted ? null : 'edited', author, deps, false);
}

/**
 * Publishes the stored draft: visitors see it at once, on every instance. Its address is fixed
 * the first time, from its title; a post published again keeps it, so shared links keep working.
 */
export async function publishPost(author: PostAuthor, id: string, deps: PostsDeps): Promise<PostOutcome> {
  const posts = postsFrom(await deps.readPosts());
  const post = posts.find((p) => p.id === id);
  if (!post) return { ok: false, code: 'notFound' };
  const live = cleanContent(post.draft);
  // The same rules the writing box shows before it offers to publish.
  const problems = postIssues(live);
  if (problems.length > 0) return { ok: false, code: 'notReady', problems };
  const now = deps.now();
  const slug =
    post.publishedAt === undefined
      ? slugFor(live, post.id, new Set([...RESERVED_SLUGS, ...posts.filter((p) => p.id !== id).map((p) => p.slug)]))
      : post.slug;
  const published: Post = {
    ...post,
    slug,
    draft: live,
    live,
    updatedAt: now,
    updatedBy: author,
    publishedAt: post.publishedAt ?? now,
  };
  const outcome = await commit(published, 'published', author, deps, true);
  // Published again after an edit: those who were alerted are not alerted twice.
  if (post.publishedAt === undefined) deps.announce?.(published);
  return outcome;
}

/** Takes a post off the site; its draft stays, to be published again. */
export async function unpublishPost(author: PostAuthor, id: string, deps: PostsDeps): Promise<PostOutcome> {
  const post = await findPost(id, deps);
  if (!post) return { ok: false, code: 'notFound' };
  const { live, ...rest } = post;
  const unpublished: Post = { ...rest, updatedAt: deps.now(), updatedBy: author };
  return commit(unpublished, 'unpublished', author, deps, live !== undefined);
}

/** Deletes a post; its history stays, so who deleted it and when is still known. */
export async function deletePost(
  author: PostAuthor,
  id: string,
  deps: PostsDeps,
): Promise<{ ok: true } | { ok: false; code: 'notFound' }> {
  const post = await findPost(id, deps);
  if (!post) return { ok: false, code: 'notFound' };
  await deps.removePost(id);
  await deps.addHistory(id, entry('deleted', author, deps.now()));
  if (post.live) await deps.refreshPublicPages();
  return { ok: true };
}
