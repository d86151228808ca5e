'use client';

import { useTranslations } from 'next-intl';
import { MaskIcon } from '@/components/icons/mask-icon';
import type { Article } from '@/lib/news/types';
import { toggleBookmark } from '@/store/news-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import button from '@/components/theme/button.module.css';
import styles from './bookmark-button.module.css';

/** A toggle: aria-pressed tells whether the article is bookmarked. */
export function BookmarkButton({ article }: { article: Article }) {
  const t = useTranslations('News');
  const dispatch = useAppDispatch();
  const pressed = useAppSelector((s) => s.news.bookmarks.some((b) => b.id === article.id));
  return (
    <button
      type="button"
      className={`${button.iconButton} ${styles.bookmark}`}
      aria-label={t('bookmark')}
      aria-pressed={pressed}
      onClick={() => dispatch(toggleBookmark(article))}
    >
      <MaskIcon name={pressed ? 'bookmark' : 'bookmarkBorder'} />
    </button>
  );
}
