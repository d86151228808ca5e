import { devanagariForms, type SkeletonForm, type SkeletonUnit } from './devanagari-skeleton';
import { DEVANAGARI, isLatinQuery, latinSkeleton, latinWordSpellings } from './latin-spelling';

export { isLatinQuery };

/**
 * Search of Devanagari news by Hindi typed in Latin letters, as readers type it on WhatsApp:
 * "sarkari naukri" finds सरकारी नौकरी. Each word of a text is read as Latin sounds (see
 * devanagari-skeleton.ts, and latin-spelling.ts for the query's side), and the query matches
 * word by word:
 * - every query word must match some word of the text, in any order (more words, fewer results,
 *   as the Devanagari search narrows when the reader types more);
 * - a query word matches the whole word, all its letters used; a vowel the text only implies (the
 *   inherent a that speech drops, कमल "kamal", सरकारी "sarkari") may be typed or not;
 * - a query word of 4 letters or more also matches the stem of a word with a plural or
 *   feminine ending ("kisan" finds किसानों). Shorter words must match whole words, or "ram" would
 *   find रामगढ़ and "pul" (bridge) पुलिस. Nothing else is a prefix: "dhan" does not find धनबाद,
 *   "pani" not पानीपत, "patna" not पटनायक (a surname, not the city), "nokha" not अनोखा.
 * Latin words in the text (a name in English) match by the same Latin spelling rules.
 */

interface QueryWord {
  readonly spellings: readonly string[];
  /** Long enough (4 letters or more) to match a stem too. */
  readonly long: boolean;
}

interface TextWord {
  /** The word as the text writes it. */
  readonly original: string;
  readonly forms: readonly SkeletonForm[];
}

/** A word: Devanagari letters and signs (not the dandas ।॥) with joiners, or Latin letters and digits. */
const WORD = /[\u0900-\u0963\u0966-\u097F\u200C\u200D]+|[a-z0-9]+/gi;
const MIN_STEM_QUERY = 4;

function queryWordsOf(query: string): QueryWord[] {
  if (!isLatinQuery(query)) return [];
  return (query.match(WORD) ?? [])
    .map((word) => latinWordSpellings(word))
    .filter((spellings) => spellings.length > 0)
    .map((spellings) => ({ spellings, long: (spellings[0]?.length ?? 0) >= MIN_STEM_QUERY }));
}

function textWordOf(original: string): TextWord {
  if (!DEVANAGARI.test(original)) {
    const unit: SkeletonUnit = { spellings: [latinSkeleton(original)], optional: false };
    return { original, forms: [{ units: [unit], whole: true }] };
  }
  return { original, forms: devanagariForms(original.replace(/[\u200C\u200D]/g, '')) };
}

/**
 * Texts already read, the oldest dropped first: the search runs on every keystroke over the same
 * few dozen titles and descriptions, and reading a word through Sanscript is the costly part.
 */
const TEXT_CACHE_SIZE = 500;
const textCache = new Map<string, readonly TextWord[]>();

function textWordsOf(text: string): readonly TextWord[] {
  const cached = textCache.get(text);
  if (cached) return cached;
  const words = (text.normalize('NFC').match(WORD) ?? []).map(textWordOf);
  if (textCache.size >= TEXT_CACHE_SIZE) {
    const oldest = textCache.keys().next();
    if (!oldest.done) textCache.delete(oldest.value);
  }
  textCache.set(text, words);
  return words;
}

/** Whether the units, taking the optional ones or not, spell exactly these letters. */
function spells(letters: string, units: readonly SkeletonUnit[]): boolean {
  // reached[i] is 1 when the units so far can spell the first i letters. This runs for every word of
  // every text on every keystroke, so it allocates little and stops as soon as nothing is reached.
  let reached = new Uint8Array(letters.length + 1);
  reached[0] = 1;
  for (const unit of units) {
    const next = unit.optional ? reached.slice() : new Uint8Array(letters.length + 1);
    let any = unit.optional;
    for (let at = 0; at < letters.length; at++) {
      if (!reached[at]) continue;
      for (const spelling of unit.spellings) {
        if (letters.startsWith(spelling, at)) {
          next[at + spelling.length] = 1;
          any = true;
        }
      }
    }
    if (!any) return false;
    reached = next;
  }
  return reached[letters.length] === 1;
}

const wordMatches = (query: QueryWord, word: TextWord) =>
  word.forms.some(
    (form) => (form.whole || query.long) && query.spellings.some((letters) => spells(letters, form.units)),
  );

/**
 * The query compiled once, to test each title or description: true when every query word matches
 * a word of the text. Null when the query is not Latin or has no word (only punctuation).
 */
export function latinQueryMatcher(query: string): ((text: string) => boolean) | null {
  const queryWords = queryWordsOf(query);
  if (queryWords.length === 0) return null;
  return (text) => {
    const words = textWordsOf(text);
    return queryWords.every((queryWord) => words.some((word) => wordMatches(queryWord, word)));
  };
}

/**
 * The words of the text (as it writes them, each once, in its order) that some query word
 * matches, whether or not every query word found one: "kisan" over "किसानों को राहत" gives
 * ["किसानों"]. For showing a reader which Devanagari words the Latin query stands for.
 */
export function matchingWords(query: string, text: string): string[] {
  const queryWords = queryWordsOf(query);
  const found = textWordsOf(text)
    .filter((word) => queryWords.some((queryWord) => wordMatches(queryWord, word)))
    .map((word) => word.original);
  return [...new Set(found)];
}
