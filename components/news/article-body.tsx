import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { PRESENTATION_SIZES } from '@/lib/news/presentation';
import type { Article } from '@/lib/news/types';
import { ArticleByline } from './article-byline';
import { ArticlePicture } from './article-picture';
import styles from './article-body.module.css';

interface ArticleBodyProps {
  article: Article;
  locale: Locale;
  /** Said after the source and date (how often this device has read it). */
  bylineEnd?: ReactNode;
  /** Between the description and the link to the source (the dialog's Listen). */
  children?: ReactNode;
}

/**
 * What reading an article shows: its picture, source and date, description and the link to the
 * source (a new tab). Plain markup without state, shared by the dialog and the article's own
 * address rendered on the server (article-view.tsx), so both say the same.
 */
export function ArticleBody({ article, locale, bylineEnd, children }: ArticleBodyProps) {
  const t = useTranslations('News');
  return (
    <>
      <ArticlePicture article={article} size={PRESENTATION_SIZES.featured} sizes="(max-width: 900px) 100vw, 800px" />
      <p className={styles.byline}>
        <ArticleByline
          article={article}
          locale={locale}
          sourceLabel={t('source', { name: article.source.name })}
          withTime
        />
        {bylineEnd}
      </p>
      <p lang="hi" className={styles.description}>
        {article.description}
      </p>
      {children}
      <div className={styles.source}>
        {article.link ? (
          // The theme's link (the global sheet's), without the Link component's code on the page.
          <a href={article.link} target="_blank" rel="noopener noreferrer" className={styles.sourceLink}>
            {t('readAtSource', { name: article.source.name })}
            <span className="visually-hidden"> {t('opensInNewTab')}</span>
          </a>
        ) : (
          <p className={styles.noLink}>{t('noLink')}</p>
        )}
      </div>
    </>
  );
}
