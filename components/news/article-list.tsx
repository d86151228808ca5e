import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import type { Article } from '@/lib/news/types';

/**
 * A compact list of articles (related, most read) inside the article view. Each is a link to the
 * article's own address; given `onOpen`, a click opens it in place instead. Without state, so the
 * server renders it in the article's own view as well.
 */
export function ArticleList({
  heading,
  articles,
  hrefFor,
  onOpen,
}: {
  heading: string;
  articles: Article[];
  hrefFor: (article: Article) => string;
  onOpen?: (article: Article) => void;
}) {
  if (articles.length === 0) return null;
  const open =
    onOpen &&
    ((article: Article) => (event: MouseEvent) => {
      event.preventDefault();
      onOpen(article);
    });
  return (
    <Box component="section" aria-label={heading} sx={{ mt: 3 }}>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
        {articles.map((article) => (
          <li key={article.id} lang="hi">
            <a href={hrefFor(article)} onClick={open?.(article)}>
              {article.title}
            </a>
          </li>
        ))}
      </Box>
    </Box>
  );
}
