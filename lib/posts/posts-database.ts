import 'server-only';
import { adminDatabase, adminRead, adminRemove, adminWrite, withDatabaseTimeout } from '@/lib/firebase/admin';
import { storedForm } from './stored-post';
import type { Post, PostHistoryEntry } from './types';

/**
 * Where posts live: posts/<id> (the draft and the published copy) and postHistory/<id>/<entry>
 * (who did what, kept after a post is deleted). Only the server writes either (database.rules.json
 * lets writers read them and nobody write them), so every body stored has been sanitised.
 */
export const POSTS_NODE = 'posts';
export const POST_HISTORY_NODE = 'postHistory';

export const readPostsNode = () => adminRead(POSTS_NODE);
export const readPostHistory = () => adminRead(POST_HISTORY_NODE);
export const writePost = (post: Post) => adminWrite(`${POSTS_NODE}/${post.id}`, storedForm(post));
export const removePost = (id: string) => adminRemove(`${POSTS_NODE}/${id}`);

export async function addPostHistory(id: string, entry: PostHistoryEntry): Promise<void> {
  const path = `${POST_HISTORY_NODE}/${id}`;
  const db = await adminDatabase();
  await withDatabaseTimeout(Promise.resolve(db.ref(path).push(entry)), path);
}
