import { isLatinQuery, matchingWords } from '@/lib/text/latin-hindi';
import { normalizeForSearch } from './search';

/** The longest query sent to the provider, in characters, and its most words. */
export const MAX_SEARCH_QUERY_LENGTH = 80;
export const MAX_SEARCH_WORDS = 6;
/** Pages of a search one can ask for: enough to read, and a bound on the keys a stranger can make. */
export const MAX_SEARCH_PAGE = 5;
/**
 * New provider searches (a query and page not in the cache) all readers together may start in
 * one cache window. Searches are the one request whose keys readers choose, so they get a budget
 * of their own that the pages' calls never wait on; past it, a new search answers the provider's
 * rate-limit message until the window turns.
 */
export const SEARCHES_PER_WINDOW = 60;

/**
 * What the provider is asked for a reader's query. The provider matches words as written and its
 * news is in Devanagari, so each word typed in Latin letters becomes the Devanagari word it
 * stands for in the news already read (the state pages held, the district's edition, read only for a Latin query): "kisan"
 * becomes किसान when a headline says किसान (or किसानों). A word found nowhere is sent as typed
 * (a name in English may be in the text). Devanagari queries are sent as typed, normalised.
 */
export async function providerKeywordsFor(query: string, readTexts: () => Promise<readonly string[]>): Promise<string> {
  const normalized = normalizeForSearch(query);
  if (!isLatinQuery(normalized)) return normalized;
  // Read only for a Latin query: a Devanagari one needs none of the news already read.
  const knownTexts = await readTexts();
  return normalized
    .split(' ')
    .map((word) => mostFrequent(knownTexts.flatMap((text) => matchingWords(word, text))) ?? word)
    .join(' ');
}

/** The word seen most often, the first seen on a tie; undefined for none. */
function mostFrequent(words: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  let best: string | undefined;
  for (const [word, count] of counts) if (best === undefined || count > (counts.get(best) ?? 0)) best = word;
  return best;
}
