'use client';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { presentationFor } from '@/lib/news/presentation';
import type { Article } from '@/lib/news/types';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { useSaveData } from '@/lib/save-data/use-save-data';
import { ArticleByline } from './article-byline';
import { ArticlePicture } from './article-picture';
import { BookmarkButton } from './bookmark-button';

interface ArticleCardProps {
  article: Article;
  index: number;
  /** In the list layout every article is a row: a small picture beside its title and description. */
  row?: boolean;
  href: string;
  onOpen: (article: Article) => void;
}

const sizesByPresentation = {
  featured: '(max-width: 900px) 100vw, 800px',
  thumbnail: '200px',
  regular: '(max-width: 600px) 100vw, 400px',
} as const;

/** Where the picture, title and the rest (description, byline, bookmark) sit, per shape of card. */
function cardAreas(withPicture: boolean, horizontal: boolean, featured: boolean) {
  if (!withPicture) return { gridTemplateAreas: '"title" "body"', gridTemplateRows: 'auto 1fr' };
  if (horizontal)
    return {
      gridTemplateAreas: '"picture title" "picture body"',
      gridTemplateColumns: { xs: '120px minmax(0, 1fr)', sm: '200px minmax(0, 1fr)' },
      gridTemplateRows: 'auto 1fr',
    };
  return {
    gridTemplateAreas: featured ? '"title" "picture" "body"' : '"picture" "title" "body"',
    gridTemplateRows: 'auto auto 1fr',
  };
}

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
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(article);
  };

  return (
    <Card
      component="article"
      variant="outlined"
      data-presentation={presentation}
      sx={{ height: '100%', display: 'grid', ...cardAreas(withPicture, horizontal, featured) }}
    >
      {withPicture && (
        <Box sx={{ gridArea: 'picture', minWidth: 0, bgcolor: 'action.selected' }}>
          <ArticlePicture
            article={article}
            size={article.imageSize}
            sizes={sizesByPresentation[presentation]}
            priority={index === 0}
          />
        </Box>
      )}
      <Typography
        component="h2"
        lang="hi"
        sx={{
          gridArea: 'title',
          minWidth: 0,
          px: 2,
          pt: featured ? { xs: 1.5, sm: 2 } : 2,
          pb: featured && withPicture ? 1.5 : 1,
          // The featured title is a little smaller on a phone, where it opens the first screen.
          fontSize: featured ? { xs: '1.3rem', sm: '1.4rem' } : '1.1rem',
          fontWeight: 600,
          lineHeight: 1.5,
        }}
      >
        <Box
          component="a"
          href={href}
          onClick={open}
          sx={{ color: 'text.primary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
        >
          {article.title}
        </Box>
      </Typography>
      <Box
        sx={{
          gridArea: 'body',
          minWidth: 0,
          px: 2,
          pb: 2,
          pt: featured && withPicture ? 1.5 : 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
        }}
      >
        {(row || presentation !== 'thumbnail') && (
          <Typography variant="body2" lang="hi" color="text.secondary" sx={{ lineHeight: 1.7 }}>
            {article.description}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 'auto', color: 'text.secondary' }}>
          <Typography variant="caption" sx={{ flexGrow: 1 }}>
            <ArticleByline article={article} locale={locale} />
          </Typography>
          <BookmarkButton article={article} />
        </Box>
      </Box>
    </Card>
  );
}
