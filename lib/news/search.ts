import type { Article } from './types';

/**
 * Text as compared by the search: Unicode NFC (so the same Devanagari typed two ways matches),
 * zero-width joiners removed, whitespace collapsed, Latin letters lower-cased.
 */
export function normalizeForSearch(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Articles whose title or description contains the query (spec 3). */
export function filterArticles(articles: Article[], query: string): Article[] {
  const wanted = normalizeForSearch(query);
  if (!wanted) return articles;
  return articles.filter((a) => normalizeForSearch(`${a.title} ${a.description}`).includes(wanted));
}
