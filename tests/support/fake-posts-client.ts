import { vi } from 'vitest';
import type { PostAction, PostContent, TeamPost } from '@/lib/posts/types';

/**
 * A stand-in for lib/posts/posts-client: an in-memory server of posts, with a switch for the
 * connection. Use with `vi.mock('@/lib/posts/posts-client', () => import('../support/fake-posts-client'))`.
 * Like the real one, it answers copies (a component must not hold the server's objects) and
 * "sanitises" a body by adding rel to links, so a test can tell the server's text from the typed.
 */
export class PostsRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`Posts: ${status} ${code}`);
  }
}

const priya = { memberId: 'RYF001', name: 'Priya Kumari' };

export const postServer = {
  posts: new Map<string, TeamPost>(),
  offline: false,
  /** The server's clock: 26 Nov 2026, 10:00 India time, one minute on for each change. */
  clock: Date.UTC(2026, 10, 26, 4, 30),
  nextId: 1,
  /** The ids the writing box named its new posts by, in order. */
  namedNew: [] as string[],
  reset() {
    this.posts.clear();
    this.namedNew = [];
    this.offline = false;
    this.clock = Date.UTC(2026, 10, 26, 4, 30);
    this.nextId = 1;
  },
};

const copy = <T>(value: T): T => structuredClone(value);

function sanitised(content: PostContent): PostContent {
  const text: PostContent['text'] = {};
  for (const [locale, version] of Object.entries(content.text)) {
    text[locale as 'en' | 'hi'] = { ...version, body: version.body.replace(/<a /g, '<a rel="noopener" ') };
  }
  return { ...copy(content), text };
}

function reachable() {
  if (postServer.offline) throw new PostsRequestError(0, 'offline');
}

function record(post: TeamPost, action: PostAction): TeamPost {
  postServer.clock += 60_000;
  post.updatedAt = postServer.clock;
  post.updatedBy = priya;
  post.history.unshift({ action, by: priya.memberId, byName: priya.name, at: postServer.clock });
  return post;
}

function stored(id: string): TeamPost {
  const post = postServer.posts.get(id);
  if (!post) throw new PostsRequestError(404, 'not-found');
  return post;
}

/** Puts a post on the server as if written earlier. */
export function seedPost(content: PostContent, published = false): TeamPost {
  const id = `post-${postServer.nextId++}`;
  const post: TeamPost = {
    id,
    slug: id,
    draft: sanitised(content),
    createdAt: postServer.clock,
    createdBy: priya,
    updatedAt: postServer.clock,
    updatedBy: priya,
    history: [],
  };
  record(post, 'created');
  if (published) {
    post.live = copy(post.draft);
    post.publishedAt = postServer.clock;
    record(post, 'published');
  }
  postServer.posts.set(id, post);
  return copy(post);
}

export const listPosts = vi.fn<(idToken: string) => Promise<TeamPost[]>>(async () => {
  reachable();
  return [...postServer.posts.values()].map(copy);
});

// The fake names posts itself (post-1, post-2…), so tests can name them, and notes the id the
// device gave; the real server keeps that id (tests/posts/posts-routes.test.ts).
export const createPost = vi.fn(async (_idToken: string, content: PostContent, id: string) => {
  reachable();
  postServer.namedNew.push(id);
  return seedPost(content);
});

export const saveDraft = vi.fn(async (_idToken: string, id: string, content: PostContent) => {
  reachable();
  const post = stored(id);
  post.draft = sanitised(content);
  return copy(record(post, 'edited'));
});

export const publishPost = vi.fn(async (_idToken: string, id: string) => {
  reachable();
  const post = stored(id);
  post.live = copy(post.draft);
  post.publishedAt ??= postServer.clock;
  return copy(record(post, 'published'));
});

export const unpublishPost = vi.fn(async (_idToken: string, id: string) => {
  reachable();
  const post = stored(id);
  delete post.live;
  return copy(record(post, 'unpublished'));
});

export const deletePost = vi.fn(async (_idToken: string, id: string) => {
  reachable();
  stored(id);
  postServer.posts.delete(id);
});
