'use client';

import { memo } from 'react';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { useSaveData } from '@/lib/save-data/use-save-data';
import { ArticleGrid, type ArticleGridProps } from './article-grid';

type ClientArticleGridProps = Pick<ArticleGridProps, 'articles' | 'layout' | 'hrefFor'>;

/**
 * Whether the grid would show the same: the same articles in the same layout, each at the same
 * address. The reader renders again each time its store changes (the device's bookmarks read at
 * start, the connection checked) and gets a new `hrefFor` with each render of its address; twenty
 * cards with their pictures are the costliest part of it on a slow phone, so they render again
 * only when what they show changes.
 */
export function showsTheSame(before: ClientArticleGridProps, after: ClientArticleGridProps): boolean {
  return (
    before.articles === after.articles &&
    before.layout === after.layout &&
    after.articles.every((article) => before.hrefFor(article) === after.hrefFor(article))
  );
}

/**
 * The grid the browser renders: a list other than the one the server rendered with the page (a
 * page fetched later, a search, the bookmarks, the edition saved offline). Its code loads when
 * first needed, or when the browser is idle after load (news-reader.tsx).
 */
export const ClientArticleGrid = memo(function ClientArticleGrid(props: ClientArticleGridProps) {
  const locale = useSiteLocale();
  const withPicture = !useSaveData();
  return <ArticleGrid {...props} locale={locale} withPicture={withPicture} />;
}, showsTheSame);
