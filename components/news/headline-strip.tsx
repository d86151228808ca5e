import NextLink from '@/components/next-link';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { readerQueryString, readReaderAddress } from '@/lib/news/reader-address';
import type { Article } from '@/lib/news/types';
import { pathOf } from '@/lib/navigation';
import { ArticleByline } from './article-byline';
import { inPlace } from './in-place-click';
import styles from './top-headlines.module.css';

export interface HeadlineStripProps {
  heading: string;
  locale: Locale;
  articles: Article[];
  /**
   * On the reader's own page: each headline's address keeps the list shown, and a click opens the
   * article over it, as a card's does. Elsewhere each headline links to the reader opened on it.
   */
  inReader?: {
    hrefFor: (article: Article) => string;
    onOpen: (article: Article) => void;
  };
}

/**
 * The top headlines as a short list of title links, each opening the article in the reader.
 * Plain markup without hooks, so the home page renders it on the server and the reader renders it
 * below its articles. Without headlines (the feed failed) there is no strip.
 *
 * On the reader a headline opens without a request, from the articles the reader already has, as
 * a card does: a link there would have the router fetch (and prefetch, for each headline in view)
 * a server render of a page whose articles the browser already holds.
 */
export function HeadlineStrip({ heading, locale, articles, inReader }: HeadlineStripProps) {
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
            {inReader ? (
              <a
                href={inReader.hrefFor(article)}
                onClick={inPlace(() => inReader.onOpen(article))}
                lang="hi"
                className={styles.title}
              >
                {article.title}
              </a>
            ) : (
              <NextLink
                href={`${newsPath}${readerQueryString({ ...base, article: article.id })}`}
                lang="hi"
                className={styles.title}
              >
                {article.title}
              </NextLink>
            )}
            <p className={styles.byline}>
              <ArticleByline article={article} locale={locale} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
