import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { ReaderAddress } from '@/lib/news/reader-address';
import { relatedArticles } from '@/lib/news/related';
import type { Article } from '@/lib/news/types';
import { ArticleBody } from './article-body';
import { ArticleList } from './article-list';
import styles from './article-view.module.css';

interface ArticleViewProps {
  article: Article;
  /** The articles the server knows of (the page, the top headlines): the related ones come from here. */
  pool: Article[];
  locale: Locale;
  /** The reader's address with these changes: the list's (no article) or another article's. */
  hrefFor: (next: Partial<ReaderAddress>) => string;
}

/**
 * An article at its own address (`?article=<id>`), rendered on the server for a browser that
 * runs no scripts: what the dialog shows, with plain links for the way back to the list and for
 * the related articles, each to its own address.
 */
export function ArticleView({ article, pool, locale, hrefFor }: ArticleViewProps) {
  const t = useTranslations('News');
  return (
    <article className={styles.article}>
      <p className={styles.back}>
        <a href={hrefFor({ article: '' })}>
          <span aria-hidden="true">← </span>
          {t('backToList')}
        </a>
      </p>
      <h2 lang="hi" className={styles.title}>
        {article.title}
      </h2>
      <ArticleBody article={article} locale={locale} />
      <ArticleList
        heading={t('related')}
        articles={relatedArticles(article, pool)}
        hrefFor={(other) => hrefFor({ article: other.id })}
      />
    </article>
  );
}

/**
 * The view of the article the address names, or undefined when there is none or the server cannot
 * find it among the articles it knows of: the reader's list is then shown as for the bare address.
 */
export function articleViewFor(address: ReaderAddress, props: Omit<ArticleViewProps, 'article'>): ReactNode {
  const article = address.article ? props.pool.find((a) => a.id === address.article) : undefined;
  return article && <ArticleView article={article} {...props} />;
}
