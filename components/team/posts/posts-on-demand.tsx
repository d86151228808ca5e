'use client';

import { createElement } from 'react';
import { useTranslations } from 'next-intl';
import { LoadedOnDemand } from '../loaded-on-demand';

// The writing box (Tiptap and its toolbar) is downloaded only when a member who writes posts has
// signed in: no public page and not the login page carries it.
const loadPostsSection = () => import('./posts-section').then((module) => module.PostsSection);

/** The Posts section, loaded when it is first shown, with a way to try again offline. */
export function PostsOnDemand() {
  const t = useTranslations('Posts');
  return (
    <LoadedOnDemand
      load={loadPostsSection}
      loadingText={t('loading')}
      failedText={t('loadFailed')}
      retryText={t('retry')}
    >
      {(section) => createElement(section)}
    </LoadedOnDemand>
  );
}
