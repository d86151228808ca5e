import type { Locale } from '@/lib/i18n/locales';
import { presentationFor } from '@/lib/news/presentation';
import type { ReaderPreferences } from '@/lib/news/reader-preferences';
import type { Article } from '@/lib/news/types';
import { ArticleCard } from './article-card';
import styles from './article-card.module.css';

/** From 1200 px the lead stands beside the next four articles (article-card.module.css). */
const BESIDE_LEAD = 4;

const itemClass = (index: number) =>
  presentationFor(index) === 'featured' ? styles.featuredItem : index <= BESIDE_LEAD ? styles.besideItem : undefined;

export interface ArticleGridProps {
  articles: Article[];
  layout: ReaderPreferences['layout'];
  hrefFor: (article: Article) => string;
  locale: Locale;
  /** False with "Save data" on: text-only cards. */
  withPicture: boolean;
}

/**
 * The articles as a grid (featured first, then thumbnails and cards) or as a list of rows. Without
 * state: the server renders the page's first list with it, and ClientArticleGrid the later ones.
 */
export function ArticleGrid({ articles, layout, hrefFor, locale, withPicture }: ArticleGridProps) {
  const asList = layout === 'list';
  return (
    <ul className={styles.grid} data-layout={layout}>
      {articles.map((article, index) => (
        <li key={article.id} className={asList ? undefined : itemClass(index)}>
          <ArticleCard
            article={article}
            index={index}
            row={asList}
            href={hrefFor(article)}
            locale={locale}
            withPicture={withPicture}
          />
        </li>
      ))}
    </ul>
  );
}
