import 'server-only';
import { canWritePosts } from '@/lib/team/roles';
import { checkMember } from '@/lib/team/authorised-member-service';
import type { MemberRefusal } from '@/lib/team/authorised-member';
import { addPostHistory, readPostHistory, readPostsNode, removePost, writePost } from './posts-database';
import { deletePost, listPosts, publishPost, saveDraft, unpublishPost, type PostsDeps } from './posts';
import { refreshPublicPages } from './refresh-public-pages';
import type { PostAuthor, PostContent } from './types';

const deps: PostsDeps = {
  readPosts: readPostsNode,
  writePost,
  removePost,
  readHistory: readPostHistory,
  addHistory: addPostHistory,
  now: Date.now,
  refreshPublicPages,
};

type Refused = { ok: false; code: MemberRefusal | 'failed' };

/** Runs `work` for a member allowed to write posts; a database failure is `failed`, never a throw. */
async function asWriter<T>(idToken: string | null, work: (author: PostAuthor) => Promise<T>): Promise<T | Refused> {
  try {
    const checked = await checkMember(idToken, canWritePosts);
    if (!checked.ok) return checked;
    return await work({ memberId: checked.member.memberId, name: checked.member.name });
  } catch (error) {
    console.error('Posts: the database failed', error instanceof Error ? error.message : error);
    return { ok: false, code: 'failed' };
  }
}

export const teamPosts = (idToken: string | null) =>
  asWriter(idToken, async () => ({ ok: true as const, posts: await listPosts(deps) }));
export const teamSaveDraft = (idToken: string | null, id: string, content: PostContent) =>
  asWriter(idToken, (author) => saveDraft(author, id, content, deps));
/** `announce` tells those who asked for alerts about a post published for the first time. */
export const teamPublishPost = (idToken: string | null, id: string, announce?: PostsDeps['announce']) =>
  asWriter(idToken, (author) => publishPost(author, id, { ...deps, announce }));
export const teamUnpublishPost = (idToken: string | null, id: string) =>
  asWriter(idToken, (author) => unpublishPost(author, id, deps));
export const teamDeletePost = (idToken: string | null, id: string) =>
  asWriter(idToken, (author) => deletePost(author, id, deps));
