import { foldDevanagariSpelling } from '@/lib/text/devanagari-spelling';
import { normalizeForSearch } from '@/lib/text/normalize';
import type { Article } from './types';

export { normalizeForSearch };

/** Text as the reader's search compares it: a reader typing जिला finds ज़िला, हिंदी finds हिन्दी. */
const searchable = (text: string) => foldDevanagariSpelling(normalizeForSearch(text));

/** Articles whose title or description contains the query, in any common Hindi spelling. */
export function filterArticles(articles: Article[], query: string): Article[] {
  const wanted = searchable(query);
  if (!wanted) return articles;
  return articles.filter((a) => searchable(`${a.title} ${a.description}`).includes(wanted));
}
