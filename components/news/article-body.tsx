import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { PRESENTATION_SIZES } from '@/lib/news/presentation';
import type { Article } from '@/lib/news/types';
import { ArticleByline } from './article-byline';
import { ArticlePicture } from './article-picture';

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
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        <ArticleByline
          article={article}
          locale={locale}
          sourceLabel={t('source', { name: article.source.name })}
          withTime
        />
        {bylineEnd}
      </Typography>
      <Typography lang="hi" sx={{ mt: 2, fontSize: '1.1rem', lineHeight: 1.8 }}>
        {article.description}
      </Typography>
      {children}
      <Box sx={{ mt: 2 }}>
        {article.link ? (
          // The theme's link (MuiLink's defaults), without the Link component's code on the page.
          <Box
            component="a"
            href={article.link}
            target="_blank"
            rel="noopener noreferrer"
            sx={{
              color: 'primary.dark',
              fontWeight: 600,
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            {t('readAtSource', { name: article.source.name })}
            <span className="visually-hidden"> {t('opensInNewTab')}</span>
          </Box>
        ) : (
          <Typography variant="body2">{t('noLink')}</Typography>
        )}
      </Box>
    </>
  );
}
