// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { publishPost, saveDraft, unpublishPost, type PostsDeps } from '@/lib/posts/posts';
import type { Post, PostContent } from '@/lib/posts/types';

const author = { memberId: 'm1', name: 'Coordinator' };
const notice: PostContent = {
  kind: 'notice',
  text: {
    en: { title: 'Football trials on Sunday', description: 'Under-15 trials at Sasaram.', body: '<p>Bring water.</p>' },
    hi: { title: 'रविवार को फ़ुटबॉल ट्रायल', description: 'सासाराम में अंडर-15 ट्रायल।', body: '<p>पानी साथ लाएँ।</p>' },
  },
};

/** Posts kept in memory, with an `announce` that records what it was told. */
function memoryDeps() {
  const posts: Record<string, Post> = {};
  const announce = vi.fn<(post: Post) => void>();
  let now = 1_000;
  const deps: PostsDeps = {
    readPosts: async () => structuredClone(posts),
    writePost: async (post) => void (posts[post.id] = structuredClone(post)),
    removePost: async (id) => void delete posts[id],
    readHistory: async () => ({}),
    addHistory: async () => undefined,
    now: () => (now += 1_000),
    refreshPublicPages: async () => undefined,
    announce,
  };
  return { deps, announce };
}

describe('alerts when a post is published', () => {
  it('announces a post the first time it is published, with its public copy, and never again', async () => {
    const { deps, announce } = memoryDeps();
    await saveDraft(author, 'post-1', notice, deps);
    const first = await publishPost(author, 'post-1', deps);
    expect(first.ok).toBe(true);
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce.mock.calls[0]?.[0]).toMatchObject({
      id: 'post-1',
      live: { kind: 'notice' },
      slug: expect.any(String),
    });

    // Edited and published again, or taken off and put back: those alerted are not alerted twice.
    await saveDraft(
      author,
      'post-1',
      { ...notice, text: { ...notice.text, en: { ...notice.text.en!, title: 'Trials moved' } } },
      deps,
    );
    await publishPost(author, 'post-1', deps);
    await unpublishPost(author, 'post-1', deps);
    await publishPost(author, 'post-1', deps);
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('announces nothing for a post that is not ready', async () => {
    const { deps, announce } = memoryDeps();
    await saveDraft(author, 'post-2', { ...notice, text: { en: { title: '', description: '', body: '' } } }, deps);
    expect((await publishPost(author, 'post-2', deps)).ok).toBe(false);
    expect(announce).not.toHaveBeenCalled();
  });
});
