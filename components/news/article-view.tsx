import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import text from '@/components/theme/typography.module.css';
import type { Locale } from '@/lib/i18n/locales';
import type { ReaderAddress } from '@/lib/news/reader-address';
import { relatedArticles } from '@/lib/news/related';
import type { Article } from '@/lib/news/types';
import { ArticleBody } from './article-body';
import { ArticleList } from './article-list';

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
    <Box component="article" sx={{ maxWidth: 800, mb: { xs: 4, md: 5 }, overflowWrap: 'anywhere' }}>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        <a href={hrefFor({ article: '' })} className={text.link}>
          <span aria-hidden="true">← </span>
          {t('backToList')}
        </a>
      </Typography>
      <Typography component="h2" variant="h5" lang="hi" sx={{ lineHeight: 1.5, mb: 2 }}>
        {article.title}
      </Typography>
      <ArticleBody article={article} locale={locale} />
      <ArticleList
        heading={t('related')}
        articles={relatedArticles(article, pool)}
        hrefFor={(other) => hrefFor({ article: other.id })}
      />
    </Box>
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
