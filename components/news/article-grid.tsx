'use client';

import Box from '@mui/material/Box';
import { presentationFor } from '@/lib/news/presentation';
import type { Article } from '@/lib/news/types';
import { ArticleCard } from './article-card';

const span = { featured: '1 / -1', thumbnail: 'span 1', regular: 'span 1' } as const;

export function ArticleGrid({
  articles,
  hrefFor,
  onOpen,
}: {
  articles: Article[];
  hrefFor: (article: Article) => string;
  onOpen: (article: Article) => void;
}) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {articles.map((article, index) => (
        <Box component="li" key={article.id} sx={{ gridColumn: { sm: span[presentationFor(index)] } }}>
          <ArticleCard article={article} index={index} href={hrefFor(article)} onOpen={onOpen} />
        </Box>
      ))}
    </Box>
  );
}
