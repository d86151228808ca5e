import { foldDevanagariSpelling } from '@/lib/text/devanagari-spelling';
import { DEFAULT_RELATED_COUNT } from './constants';
import { HINDI_STOP_WORDS } from './hindi-stop-words';
import { normalizeForSearch } from './search';
import type { Article } from './types';

/** English words too common to relate two articles (the product's list; Hindi ones are in hindi-stop-words). */
export const STOP_WORDS = new Set([
  'the',
  'and',
  'for',
  'are',
  'but',
  'not',
  'you',
  'all',
  'any',
  'can',
  'her',
  'was',
  'one',
  'our',
  'out',
  'has',
  'his',
  'how',
  'its',
  'who',
  'did',
  'this',
  'that',
  'with',
  'from',
  'they',
  'have',
  'were',
  'been',
  'will',
  'what',
  'when',
  'which',
  'their',
  'there',
  'about',
  'into',
  'over',
  'after',
  'also',
  'than',
  'more',
  'said',
  'news',
]);

const DAY_MS = 86_400_000;

/** Text as keywords compare it: the search's normalisation, then Hindi spelling variants folded. */
export function keywordForm(text: string): string {
  return foldDevanagariSpelling(normalizeForSearch(text));
}

/** Hindi stop words folded like the article text, so ख़बर or लिये in an article still match them. */
const HINDI_STOP_KEYS = new Set(HINDI_STOP_WORDS.map(keywordForm));

/**
 * Devanagari signs that change the letter before them but are no sound of their own: candrabindu,
 * anusvara, visarga, nukta, virama (and Vedic accents). They are not counted as characters.
 */
const DEVANAGARI_MODIFIER_SIGNS = /[\u0900-\u0903\u093C\u094D\u0951-\u0954]/gu;

/**
 * A word's length in characters: its code points, without Devanagari modifier signs. A vowel sign
 * counts, as a vowel letter does in English, so बाढ़ (flood), धान (paddy) and खेल (sport) have 3
 * characters and stay keywords, while में and हैं have 2, as का and से do. Counting grapheme clusters
 * or bare letters instead would drop all those two-syllable nouns, and cluster boundaries of
 * conjuncts depend on the runtime's Unicode version. Latin words have none of these signs, so
 * English words are counted exactly as before.
 */
export function keywordLength(word: string): number {
  return [...word.replace(DEVANAGARI_MODIFIER_SIGNS, '')].length;
}

/** Keywords: words longer than 2 characters, minus the English and Hindi stop words. */
export function keywordsOf(article: Pick<Article, 'title' | 'description'>): Set<string> {
  const words = keywordForm(`${article.title} ${article.description}`).split(/[^\p{L}\p{M}\p{N}]+/u);
  return new Set(words.filter((w) => keywordLength(w) > 2 && !STOP_WORDS.has(w) && !HINDI_STOP_KEYS.has(w)));
}

/** Whole days between two publication dates; unknown dates are treated as far apart. */
export function ageGapDays(a: Article, b: Article): number {
  const ta = Date.parse(a.publishedAt);
  const tb = Date.parse(b.publishedAt);
  if (Number.isNaN(ta) || Number.isNaN(tb)) return Infinity;
  return Math.floor(Math.abs(ta - tb) / DAY_MS);
}

/** +1 per shared keyword, +3 for the same category, plus max(0, 5 − age gap in days). */
export function relatedScore(article: Article, other: Article): number {
  const mine = keywordsOf(article);
  let shared = 0;
  for (const word of keywordsOf(other)) if (mine.has(word)) shared += 1;
  const sameCategory = article.category !== '' && article.category === other.category ? 3 : 0;
  return shared + sameCategory + Math.max(0, 5 - ageGapDays(article, other));
}

/** The best-scoring other articles (default 6), newest first among equals; never the article itself. */
export function relatedArticles(article: Article, pool: Article[], count: number = DEFAULT_RELATED_COUNT): Article[] {
  try {
    const seen = new Set([article.id]);
    return pool
      .filter((other) => !seen.has(other.id) && seen.add(other.id))
      .map((other) => ({ other, score: relatedScore(article, other) }))
      .filter(({ score }) => score > 0)
      .sort((x, y) => y.score - x.score || y.other.publishedAt.localeCompare(x.other.publishedAt))
      .slice(0, count)
      .map(({ other }) => other);
  } catch (error) {
    console.error('Could not compute related articles', error);
    return [];
  }
}
