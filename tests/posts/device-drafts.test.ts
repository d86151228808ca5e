import { POST_ID_PATTERN } from '@/lib/posts/limits';
import { describe, expect, it } from 'vitest';
import {
  deviceDrafts,
  forgetOnDevice,
  keepOnDevice,
  newLocalKey,
  openingOf,
  type DeviceDraft,
} from '@/lib/posts/device-drafts';
import type { PostContent, TeamPost } from '@/lib/posts/types';

const priya = { memberId: 'RYF001', name: 'Priya Kumari' };
const about = (title: string): PostContent => ({
  kind: 'notice',
  text: { en: { title, description: '', body: '' } },
});
const post: TeamPost = {
  id: 'post-1',
  slug: 'yoga-day',
  draft: about('Yoga day'),
  createdAt: 1000,
  createdBy: priya,
  updatedAt: 2000,
  updatedBy: priya,
  history: [],
};
const copy = (title: string, baseUpdatedAt?: number): DeviceDraft => ({
  key: 'post-1',
  content: about(title),
  changedAt: 3000,
  ...(baseUpdatedAt === undefined ? {} : { baseUpdatedAt }),
});

describe('posts kept on the device', () => {
  it('keeps, lists (newest change first) and forgets them', () => {
    const local = newLocalKey();
    // The shape of the server's ids, which it keeps for a post a device names.
    expect(local).toMatch(POST_ID_PATTERN);
    expect(newLocalKey()).not.toBe(local);
    keepOnDevice(copy('Yoga day', 2000));
    keepOnDevice({ key: local, content: about('Cycle rally'), changedAt: 4000 });
    expect(deviceDrafts().map((draft) => draft.key)).toEqual([local, 'post-1']);
    forgetOnDevice(local);
    expect(deviceDrafts()).toEqual([copy('Yoga day', 2000)]);
  });

  it('passes over what is not a post kept by this page', () => {
    localStorage.setItem('post_draft_broken', '{"key":');
    localStorage.setItem('post_draft_other', JSON.stringify({ key: 'x', content: { kind: 'poem' }, changedAt: 1 }));
    localStorage.setItem('form_draft_contact', JSON.stringify(copy('Not a post')));
    expect(deviceDrafts()).toEqual([]);
  });
});

describe('openingOf', () => {
  it('opens the server’s copy when the device has none, or the same', () => {
    expect(openingOf(post, undefined)).toEqual({ key: 'post-1', post, content: post.draft, unsaved: false });
    expect(openingOf(post, copy('Yoga day', 1000))).toEqual({
      key: 'post-1',
      post,
      content: post.draft,
      unsaved: false,
    });
  });

  it('restores a device copy made from the server’s current version', () => {
    const device = copy('Yoga day at six', 2000);
    expect(openingOf(post, device)).toEqual({
      key: 'post-1',
      post,
      content: device.content,
      unsaved: true,
      restored: device,
    });
  });

  it('offers a device copy made from an older version, and opens the server’s', () => {
    const device = copy('Yoga night', 1500);
    expect(openingOf(post, device)).toEqual({
      key: 'post-1',
      post,
      content: post.draft,
      unsaved: false,
      offered: device,
    });
  });
});
