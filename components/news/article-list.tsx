import type { Article } from '@/lib/news/types';
import { inPlace } from './in-place-click';
import styles from './article-list.module.css';

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
  return (
    <section aria-label={heading} className={styles.list}>
      <h3 className={styles.heading}>{heading}</h3>
      <ul>
        {articles.map((article) => (
          <li key={article.id} lang="hi">
            <a href={hrefFor(article)} onClick={onOpen && inPlace(() => onOpen(article))}>
              {article.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
