import { normalizeForSearch } from '@/lib/text/normalize';
import type { Article } from './types';

export { normalizeForSearch };

/** Articles whose title or description contains the query. */
export function filterArticles(articles: Article[], query: string): Article[] {
  const wanted = normalizeForSearch(query);
  if (!wanted) return articles;
  return articles.filter((a) => normalizeForSearch(`${a.title} ${a.description}`).includes(wanted));
}
