'use client';

import IconButton from '@mui/material/IconButton';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { useTranslations } from 'next-intl';
import type { Article } from '@/lib/news/types';
import { toggleBookmark } from '@/store/news-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/** A toggle: aria-pressed tells whether the article is bookmarked. */
export function BookmarkButton({ article }: { article: Article }) {
  const t = useTranslations('News');
  const dispatch = useAppDispatch();
  const pressed = useAppSelector((s) => s.news.bookmarks.some((b) => b.id === article.id));
  return (
    <IconButton
      aria-label={t('bookmark')}
      aria-pressed={pressed}
      onClick={() => dispatch(toggleBookmark(article))}
      sx={{ color: pressed ? 'secondary.dark' : 'text.secondary' }}
    >
      {pressed ? <BookmarkIcon /> : <BookmarkBorderIcon />}
    </IconButton>
  );
}
