import type { Locale } from '@/lib/i18n/locales';
import { formatNewsDate } from '@/lib/news/format';
import type { Article } from '@/lib/news/types';

/** "Source · date" of an article: the source as the article names it, the date in the interface language. */
export function ArticleByline({
  article,
  locale,
  sourceLabel,
  withTime = false,
}: {
  article: Article;
  locale: Locale;
  sourceLabel?: string;
  withTime?: boolean;
}) {
  const date = formatNewsDate(article.publishedAt, locale, withTime);
  return (
    <>
      <span lang="hi">{sourceLabel ?? article.source.name}</span>
      {date && (
        <>
          {' · '}
          <time dateTime={article.publishedAt}>{date}</time>
        </>
      )}
    </>
  );
}
