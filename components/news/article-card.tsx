'use client';

import { presentationFor } from '@/lib/news/presentation';
import type { Article } from '@/lib/news/types';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { useSaveData } from '@/lib/save-data/use-save-data';
import { ArticleByline } from './article-byline';
import { ArticlePicture } from './article-picture';
import { BookmarkButton } from './bookmark-button';
import { inPlace } from './in-place-click';
import styles from './article-card.module.css';

interface ArticleCardProps {
  article: Article;
  index: number;
  /** In the list layout every article is a row: a small picture beside its title and description. */
  row?: boolean;
  href: string;
  onOpen: (article: Article) => void;
}

// From 1200 px the lead takes 7 of the grid's 12 columns of a 1152 px page (665 px wide,
// article-card.module.css): a desktop's largest paint is then a smaller file than a tablet's.
const sizesByPresentation = {
  featured: '(max-width: 900px) 100vw, (min-width: 1200px) 665px, 800px',
  thumbnail: '200px',
  regular: '(max-width: 600px) 100vw, 400px',
} as const;

/**
 * An article card: in the grid, index 0 is featured, 1–3 are thumbnails and the rest regular; in
 * the list layout every card is a row. With "Save data" on, the card is text only: no picture and
 * no empty box where it would be. The featured card is the lead: its title stands above its
 * picture, so the first headline is on the first screen of a phone. The picture is decoration (no
 * alt text), so what is read aloud comes in the same order as in the other cards.
 */
export function ArticleCard({ article, index, row = false, href, onOpen }: ArticleCardProps) {
  const locale = useSiteLocale();
  const withPicture = !useSaveData();
  const presentation = row ? 'thumbnail' : presentationFor(index);
  const horizontal = withPicture && presentation === 'thumbnail';
  const featured = presentation === 'featured';

  const shape = [styles.story, featured && styles.featured, horizontal && styles.row, !withPicture && styles.textOnly];

  return (
    <article data-presentation={presentation} className={shape.filter(Boolean).join(' ')}>
      {withPicture && (
        <div className={styles.picture}>
          <ArticlePicture
            article={article}
            size={article.imageSize}
            sizes={sizesByPresentation[presentation]}
            priority={index === 0}
          />
        </div>
      )}
      <h2 lang="hi" className={styles.title}>
        <a href={href} onClick={inPlace(() => onOpen(article))} className={styles.link}>
          {article.title}
        </a>
      </h2>
      <div className={styles.body}>
        {(row || presentation !== 'thumbnail') && (
          <p lang="hi" className={styles.description}>
            {article.description}
          </p>
        )}
        <div className={styles.meta}>
          <span className={styles.byline}>
            <ArticleByline article={article} locale={locale} />
          </span>
          <BookmarkButton article={article} />
        </div>
      </div>
    </article>
  );
}
