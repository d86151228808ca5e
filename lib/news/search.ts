import { foldDevanagariSpelling } from '@/lib/text/devanagari-spelling';
import { isLatinQuery } from '@/lib/text/query-script';
import { normalizeForSearch } from '@/lib/text/normalize';
import type { Article } from './types';

export { normalizeForSearch, isLatinQuery };

/** Text as the reader's search compares it: a reader typing जिला finds ज़िला, हिंदी finds हिन्दी. */
const searchable = (text: string) => foldDevanagariSpelling(normalizeForSearch(text));

type LatinMatcherOf = (query: string) => ((text: string) => boolean) | null;

/**
 * The rules for Hindi typed in Latin letters (lib/text/latin-hindi.ts). They carry the Sanscript
 * transliteration library (about 35 kB gzipped), which few readers need, so the reader loads them
 * for its first Latin query (loadLatinSearch) rather than with the page; until then a Latin query
 * finds what the plain search finds (Latin words in the text).
 */
let latinMatcherOf: LatinMatcherOf | null = null;

export const latinSearchReady = () => latinMatcherOf !== null;

export async function loadLatinSearch(): Promise<void> {
  if (latinMatcherOf) return;
  const { latinQueryMatcher } = await import('@/lib/text/latin-hindi');
  latinMatcherOf = latinQueryMatcher;
}

/**
 * Articles whose title or description contains the query, in any common Hindi spelling, or, for
 * a query in Latin letters, whose words it spells ("kisan" finds किसानों, "sarkari naukri" finds
 * सरकारी नौकरी).
 */
export function filterArticles(articles: Article[], query: string): Article[] {
  const wanted = searchable(query);
  if (!wanted) return articles;
  const latin = latinMatcherOf && isLatinQuery(query) ? latinMatcherOf(query) : null;
  return articles.filter((a) => {
    const text = `${a.title} ${a.description}`;
    return searchable(text).includes(wanted) || (latin?.(text) ?? false);
  });
}
