'use client';

import { memo } from 'react';
import { presentationFor } from '@/lib/news/presentation';
import type { ReaderPreferences } from '@/lib/news/reader-preferences';
import type { Article } from '@/lib/news/types';
import { ArticleCard } from './article-card';
import styles from './article-card.module.css';

/** From 1200 px the lead stands beside the next four articles (article-card.module.css). */
const BESIDE_LEAD = 4;

const itemClass = (index: number) =>
  presentationFor(index) === 'featured' ? styles.featuredItem : index <= BESIDE_LEAD ? styles.besideItem : undefined;

interface ArticleGridProps {
  articles: Article[];
  layout: ReaderPreferences['layout'];
  hrefFor: (article: Article) => string;
  onOpen: (article: Article) => void;
}

/**
 * Whether the grid would show the same: the same articles in the same layout, each at the same
 * address. The reader renders again each time its store changes (the device's bookmarks read at
 * start, the connection checked) and gets a new `hrefFor` with each render of its address; twenty
 * cards with their pictures are the costliest part of it on a slow phone, so they render again
 * only when what they show changes.
 */
export function showsTheSame(before: ArticleGridProps, after: ArticleGridProps): boolean {
  return (
    before.articles === after.articles &&
    before.layout === after.layout &&
    before.onOpen === after.onOpen &&
    after.articles.every((article) => before.hrefFor(article) === after.hrefFor(article))
  );
}

/** The articles as a grid (featured first, then thumbnails and cards) or as a list of rows. */
export const ArticleGrid = memo(function ArticleGrid({ articles, layout, hrefFor, onOpen }: ArticleGridProps) {
  const asList = layout === 'list';
  return (
    <ul className={styles.grid} data-layout={layout}>
      {articles.map((article, index) => (
        <li key={article.id} className={asList ? undefined : itemClass(index)}>
          <ArticleCard article={article} index={index} row={asList} href={hrefFor(article)} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}, showsTheSame);
