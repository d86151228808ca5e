'use client';

import { presentationFor } from '@/lib/news/presentation';
import type { ReaderPreferences } from '@/lib/news/reader-preferences';
import type { Article } from '@/lib/news/types';
import { ArticleCard } from './article-card';
import styles from './article-card.module.css';

/** The articles as a grid (featured first, then thumbnails and cards) or as a list of rows. */
export function ArticleGrid({
  articles,
  layout,
  hrefFor,
  onOpen,
}: {
  articles: Article[];
  layout: ReaderPreferences['layout'];
  hrefFor: (article: Article) => string;
  onOpen: (article: Article) => void;
}) {
  const asList = layout === 'list';
  return (
    <ul className={styles.grid} data-layout={layout}>
      {articles.map((article, index) => (
        <li
          key={article.id}
          className={!asList && presentationFor(index) === 'featured' ? styles.featuredItem : undefined}
        >
          <ArticleCard article={article} index={index} row={asList} href={hrefFor(article)} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
