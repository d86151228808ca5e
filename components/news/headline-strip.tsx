import NextLink from '@/components/next-link';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { readerQueryString, readReaderAddress } from '@/lib/news/reader-address';
import type { Article } from '@/lib/news/types';
import { pathOf } from '@/lib/navigation';
import { ArticleByline } from './article-byline';
import styles from './top-headlines.module.css';

export interface HeadlineStripProps {
  heading: string;
  locale: Locale;
  articles: Article[];
}

/**
 * The top headlines as a short list of title links, each opening the article in the reader.
 * Plain markup without hooks, so the home page renders it on the server and the reader's page as
 * a client component (see ReaderHeadlines). Without headlines (the feed failed) there is no strip.
 */
export function HeadlineStrip({ heading, locale, articles }: HeadlineStripProps) {
  if (articles.length === 0) return null;
  const newsPath = localizedPath(locale, pathOf('news'));
  const base = readReaderAddress(new URLSearchParams());
  return (
    <section aria-labelledby="top-headlines-heading" className={styles.strip}>
      <h2 id="top-headlines-heading" className={styles.heading}>
        {heading}
      </h2>
      {/* Wraps instead of scrolling sideways, so every link is reached by Tab and nothing leaves the page. */}
      <ul className={styles.list}>
        {articles.map((article) => (
          <li key={article.id} className={styles.item}>
            <NextLink
              href={`${newsPath}${readerQueryString({ ...base, article: article.id })}`}
              lang="hi"
              className={styles.title}
            >
              {article.title}
            </NextLink>
            <p className={styles.byline}>
              <ArticleByline article={article} locale={locale} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
