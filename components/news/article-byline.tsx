import { formatNewsDate } from '@/lib/news/format';
import type { Article } from '@/lib/news/types';

/** "Source · date" of an article, the date in Hindi. */
export function ArticleByline({
  article,
  sourceLabel,
  withTime = false,
}: {
  article: Article;
  sourceLabel?: string;
  withTime?: boolean;
}) {
  const date = formatNewsDate(article.publishedAt, withTime);
  return (
    <>
      <span lang="hi">{sourceLabel ?? article.source.name}</span>
      {date && (
        <>
          {' · '}
          <time dateTime={article.publishedAt} lang="hi">
            {date}
          </time>
        </>
      )}
    </>
  );
}
