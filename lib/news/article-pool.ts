import type { Article } from './types';

/**
 * Every article the reader can open, each once: the page, then what else it knows of (the
 * device's bookmarks and articles opened before, the top headlines). The server, which knows
 * only the page and the headlines, opens an article's address from the same pool.
 */
export function articlePool(...lists: Article[][]): Article[] {
  const byId = new Map<string, Article>();
  for (const a of lists.flat()) if (!byId.has(a.id)) byId.set(a.id, a);
  return [...byId.values()];
}
