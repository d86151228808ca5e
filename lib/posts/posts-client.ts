import { withIdToken } from '@/lib/team/id-token';
import type { PostContent, TeamPost } from './types';

/**
 * The team's post routes, as the workspace calls them. Every call carries the member's ID token;
 * the server checks the member's role on each one and sanitises what it stores.
 */

/** A refusal or failure of a post route: `status` is the HTTP status (0: no connection). */
export class PostsRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`Posts: ${status} ${code}`);
    this.name = 'PostsRequestError';
  }
}

async function call<T>(idToken: string, path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(
      path,
      withIdToken(idToken, { ...init, headers: { ...init.headers, 'Content-Type': 'application/json' } }),
    );
  } catch {
    throw new PostsRequestError(0, 'offline');
  }
  const body = (await response.json().catch(() => null)) as { ok?: boolean; code?: string } | null;
  if (!response.ok || !body?.ok) throw new PostsRequestError(response.status, body?.code ?? 'failed');
  return body as T;
}

const postPath = (id: string) => `/api/team/posts/${encodeURIComponent(id)}`;

/** Every post, drafts included, newest change first. */
export const listPosts = (idToken: string) =>
  call<{ posts: TeamPost[] }>(idToken, '/api/team/posts').then((b) => b.posts);

/**
 * A new post's first save, under the id this device gave it (newLocalKey): saved again after a
 * lost answer or a closed tab, it is the same post, never a second one.
 */
export const createPost = (idToken: string, content: PostContent, id: string) =>
  call<{ post: TeamPost }>(idToken, postPath(id), { method: 'PUT', body: JSON.stringify(content) }).then((b) => b.post);

/** Saves the draft of a post (as it is typed): the answer carries the sanitised text for the preview. */
export const saveDraft = (idToken: string, id: string, content: PostContent) =>
  call<{ post: TeamPost }>(idToken, postPath(id), { method: 'PUT', body: JSON.stringify(content) }).then((b) => b.post);

/** Publishes the draft as it is stored: visitors see it at once. */
export const publishPost = (idToken: string, id: string) =>
  call<{ post: TeamPost }>(idToken, `${postPath(id)}/publish`, { method: 'POST' }).then((b) => b.post);

/** Takes a post off the site; its draft stays. */
export const unpublishPost = (idToken: string, id: string) =>
  call<{ post: TeamPost }>(idToken, `${postPath(id)}/unpublish`, { method: 'POST' }).then((b) => b.post);

export const deletePost = (idToken: string, id: string) =>
  call<{ ok: true }>(idToken, postPath(id), { method: 'DELETE' }).then(() => undefined);
