'use client';

import Box from '@mui/material/Box';
import { presentationFor } from '@/lib/news/presentation';
import type { ReaderPreferences } from '@/lib/news/reader-preferences';
import type { Article } from '@/lib/news/types';
import { ArticleCard } from './article-card';

const span = { featured: '1 / -1', thumbnail: 'span 1', regular: 'span 1' } as const;

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
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: asList ? '1fr' : { sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
      data-layout={layout}
    >
      {articles.map((article, index) => (
        <Box
          component="li"
          key={article.id}
          sx={{ gridColumn: asList ? undefined : { sm: span[presentationFor(index)] } }}
        >
          <ArticleCard article={article} index={index} row={asList} href={hrefFor(article)} onOpen={onOpen} />
        </Box>
      ))}
    </Box>
  );
}
