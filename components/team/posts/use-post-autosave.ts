'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { forgetOnDevice, keepOnDevice } from '@/lib/posts/device-drafts';
import { forServer } from '@/lib/posts/post-rules';
import { createPost, PostsRequestError, saveDraft } from '@/lib/posts/posts-client';
import type { PostContent, TeamPost } from '@/lib/posts/types';
import { currentIdToken } from '@/lib/team/id-token';

export type SaveState = 'notStarted' | 'pending' | 'saving' | 'saved' | 'offline' | 'signedOut' | 'failed';

/** How long typing must pause before the draft goes to the server. */
export const SAVE_PAUSE_MS = 1500;

function failureOf(error: unknown): SaveState {
  if (!(error instanceof PostsRequestError)) return 'signedOut'; // currentIdToken: no member signed in
  if (error.status === 0) return 'offline';
  return error.status === 401 ? 'signedOut' : 'failed';
}

interface AutosaveOptions {
  /** Where the device keeps this post: its id (for a new post, the one this device gave it). */
  deviceKey: string;
  /** The server's copy, absent for a post not on the server yet. */
  post?: TeamPost;
  /** What the writing box opens with: the server's draft or a copy from this device. */
  content: PostContent;
  /** Whether `content` is not on the server yet (a restored copy): it is saved at once. */
  unsaved: boolean;
  /** Told of every answer of the server, with the device key the post had before. */
  onSaved: (post: TeamPost, previousKey: string) => void;
}

/**
 * The post as it is being written. Every change is kept on this device at once; the server gets
 * it after a pause in typing, when the connection comes back, and when the tab is put away.
 * Only one save runs at a time; what is typed meanwhile goes in the next.
 */
export function usePostAutosave({ deviceKey, post, content: opened, unsaved, onSaved }: AutosaveOptions) {
  const [content, setContent] = useState(opened);
  const [state, setState] = useState<SaveState>(unsaved ? 'pending' : post ? 'saved' : 'notStarted');
  // What the saves read and write, outside React's renders: typing goes on while a save runs.
  const current = useRef({
    key: deviceKey,
    serverId: post?.id,
    base: post?.updatedAt,
    content: opened,
    version: unsaved ? 1 : 0,
    savedVersion: 0,
    running: null as Promise<boolean> | null,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saved = useRef(onSaved);
  useEffect(() => {
    saved.current = onSaved;
  });

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const s = current.current;
    const version = s.version;
    setState('saving');
    try {
      const idToken = await currentIdToken();
      const body = forServer(s.content);
      const answer = s.serverId ? await saveDraft(idToken, s.serverId, body) : await createPost(idToken, body, s.key);
      const previousKey = s.key;
      Object.assign(s, { key: answer.id, serverId: answer.id, base: answer.updatedAt, savedVersion: version });
      if (previousKey !== answer.id) forgetOnDevice(previousKey);
      if (s.version === version) forgetOnDevice(answer.id);
      else keepOnDevice({ key: answer.id, content: s.content, changedAt: Date.now(), baseUpdatedAt: answer.updatedAt });
      saved.current(answer, previousKey);
      setState(s.version === version ? 'saved' : 'pending');
      return true;
    } catch (error) {
      setState(failureOf(error));
      return false;
    }
  }, []);

  /** Saves now (or joins the save that runs); true when the server has what was typed until then. */
  const saveNow = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    const s = current.current;
    while (s.version !== s.savedVersion) {
      if (!s.running) s.running = saveOnce().finally(() => (s.running = null));
      if (!(await s.running)) return false;
    }
    return true;
  }, [saveOnce]);

  const update = useCallback(
    (change: (content: PostContent) => PostContent) => {
      const s = current.current;
      s.content = change(s.content);
      s.version += 1;
      setContent(s.content);
      keepOnDevice({ key: s.key, content: s.content, changedAt: Date.now(), baseUpdatedAt: s.base });
      // Without a connection, that stays the news until a save gets through.
      setState((previous) => (previous === 'offline' ? previous : 'pending'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), SAVE_PAUSE_MS);
    },
    [saveNow],
  );

  /** Goes back to the server's copy: what this device kept is dropped. */
  const discard = useCallback((serverCopy: PostContent) => {
    clearTimeout(timer.current);
    const s = current.current;
    forgetOnDevice(s.key);
    Object.assign(s, { content: serverCopy, savedVersion: s.version });
    setContent(serverCopy);
    setState('saved');
  }, []);

  useEffect(() => {
    const s = current.current;
    const saveIfChanged = () => {
      if (s.version !== s.savedVersion) void saveNow();
    };
    const saveWhenHidden = () => {
      if (document.visibilityState === 'hidden') saveIfChanged();
    };
    // A copy restored from this device goes to the server at once.
    saveIfChanged();
    window.addEventListener('online', saveIfChanged);
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener('online', saveIfChanged);
      document.removeEventListener('visibilitychange', saveWhenHidden);
    };
  }, [saveNow]);

  const serverId = useCallback(() => current.current.serverId, []);

  return { content, state, update, saveNow, discard, serverId };
}
