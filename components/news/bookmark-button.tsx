'use client';

import { useTranslations } from 'next-intl';
import { SiteIcon } from '@/components/icons/site-icon';
import type { Article } from '@/lib/news/types';
import { toggleBookmark } from '@/store/news-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import styles from './bookmark-button.module.css';

/**
 * A toggle: aria-pressed tells whether the article is bookmarked. A plain button in MUI's
 * IconButton's look, not the component: the reader shows one on each of its twenty cards, and
 * twenty MUI buttons (each a ButtonBase with its Emotion styles and ripple) were the largest part
 * of MUI's share of rendering the page, on the server and again while a phone hydrates it
 * (docs/decisions/styles.md).
 */
export function BookmarkButton({ article }: { article: Article }) {
  const t = useTranslations('News');
  const dispatch = useAppDispatch();
  const pressed = useAppSelector((s) => s.news.bookmarks.some((b) => b.id === article.id));
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={t('bookmark')}
      aria-pressed={pressed}
      onClick={() => dispatch(toggleBookmark(article))}
    >
      <SiteIcon name={pressed ? 'bookmark' : 'bookmarkBorder'} />
    </button>
  );
}
