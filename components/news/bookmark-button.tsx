'use client';

import IconButton from '@mui/material/IconButton';
import { useTranslations } from 'next-intl';
import { SiteIcon } from '@/components/icons/site-icon';
import type { Article } from '@/lib/news/types';
import { toggleBookmark } from '@/store/news-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import styles from './bookmark-button.module.css';

/** A toggle: aria-pressed tells whether the article is bookmarked. */
export function BookmarkButton({ article }: { article: Article }) {
  const t = useTranslations('News');
  const dispatch = useAppDispatch();
  const pressed = useAppSelector((s) => s.news.bookmarks.some((b) => b.id === article.id));
  return (
    <IconButton
      className={styles.toggle}
      aria-label={t('bookmark')}
      aria-pressed={pressed}
      onClick={() => dispatch(toggleBookmark(article))}
    >
      <SiteIcon name={pressed ? 'bookmark' : 'bookmarkBorder'} />
    </IconButton>
  );
}
