'use client';

import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslations } from 'next-intl';
import {
  deviceDrafts,
  forgetOnDevice,
  newLocalKey,
  openingOf,
  type DeviceDraft,
  type Opening,
} from '@/lib/posts/device-drafts';
import { newContent } from '@/lib/posts/post-rules';
import { listPosts } from '@/lib/posts/posts-client';
import type { PostKind, TeamPost } from '@/lib/posts/types';
import { currentIdToken } from '@/lib/team/id-token';
import { LoadedOnDemand } from '../loaded-on-demand';
import { PostEditor } from './post-editor';
import { PostList } from './post-list';
import { WorkspaceSection } from '../workspace-section';
import workspace from '../workspace.module.css';

const newestFirst = (posts: TeamPost[]) => [...posts].sort((a, b) => b.updatedAt - a.updatedAt);

const loadPosts = () => currentIdToken().then(listPosts);

/**
 * The site's notices and blog posts, as the members who write them see them: the list, or one
 * post in the writing box. Shown only to roles that write posts; the server checks again.
 */
export function PostsSection() {
  const t = useTranslations('Posts');
  return (
    <WorkspaceSection id="posts-title" title={t('title')} intro={t('intro')}>
      <LoadedOnDemand load={loadPosts} loadingText={t('loading')} failedText={t('loadFailed')} retryText={t('retry')}>
        {(posts) => <PostsBoard loaded={posts} />}
      </LoadedOnDemand>
    </WorkspaceSection>
  );
}

/** The list of posts, or one post being written (on a phone, one thing at a time). */
function PostsBoard({ loaded }: { loaded: TeamPost[] }) {
  const t = useTranslations('Posts');
  const [posts, setPosts] = useState(() => newestFirst(loaded));
  // The section loads in the browser only (after sign-in), so this device's copies can be read at once.
  const [device, setDevice] = useState<DeviceDraft[]>(deviceDrafts);
  const [opening, setOpening] = useState<Opening | null>(null);
  const [deleted, setDeleted] = useState(false);
  const gone = useRef(new Set<string>());

  const backToList = () => {
    setOpening(null);
    setDevice(deviceDrafts());
    requestAnimationFrame(() => document.getElementById('post-list-title')?.focus());
  };

  const open = (next: Opening) => {
    setDeleted(false);
    setOpening(next);
  };

  const openPost = (post: TeamPost) => {
    const next = openingOf(
      post,
      device.find((draft) => draft.key === post.id),
    );
    // A device copy the server already has is of no more use.
    if (!next.restored && !next.offered) forgetOnDevice(post.id);
    open(next);
  };

  const saved = (post: TeamPost) => {
    if (gone.current.has(post.id)) return; // a save answered after the post was deleted
    setPosts((previous) => newestFirst([post, ...previous.filter((p) => p.id !== post.id)]));
  };

  const removed = (key: string, id: string | undefined) => {
    for (const gonePost of [key, id]) {
      if (!gonePost) continue;
      gone.current.add(gonePost);
      forgetOnDevice(gonePost);
    }
    setPosts((previous) => previous.filter((p) => p.id !== id));
    setDeleted(true);
    backToList();
  };

  return (
    <>
      <div role="status">
        {deleted && (
          <Alert role="none" severity="success" className={workspace.below2}>
            {t('done.deleted')}
          </Alert>
        )}
      </div>
      {opening ? (
        <PostEditor
          key={opening.key}
          opening={opening}
          onSaved={saved}
          onDeleted={(id) => removed(opening.key, id)}
          onClose={backToList}
        />
      ) : (
        <PostList
          posts={posts}
          device={device}
          onOpen={openPost}
          onOpenLocal={(draft) => open({ key: draft.key, content: draft.content, unsaved: true })}
          onNew={(kind: PostKind) => open({ key: newLocalKey(), content: newContent(kind), unsaved: false })}
        />
      )}
    </>
  );
}
