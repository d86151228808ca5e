import { DEFAULT_RELATED_COUNT } from './constants';
import { normalizeForSearch } from './search';
import type { Article } from './types';

/** English words too common to relate two articles. Hindi articles are compared as written. */
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

/** Keywords (spec 9): words longer than 2 characters, minus the stop words. */
export function keywordsOf(article: Pick<Article, 'title' | 'description'>): Set<string> {
  const words = normalizeForSearch(`${article.title} ${article.description}`).split(/[^\p{L}\p{M}\p{N}]+/u);
  return new Set(words.filter((w) => [...w].length > 2 && !STOP_WORDS.has(w)));
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
