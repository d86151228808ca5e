import { siteConfig } from '@/lib/site-config';
import { articlesAboutDistrict } from './district-filter';
import { normalizeForSearch } from './search';
import { imageSizeFor } from './presentation';
import type { Article } from './types';

/**
 * What the district edition asks the provider for, one search each per cache window: the
 * district's name in both scripts and, in Hindi, the headquarters town, where most of the
 * district's news is datelined. Three searches is the whole cost of the edition, whatever page or
 * category a reader asks for. The provider matches words loosely (and Rohtas is not Rohtak), so
 * every answer is filtered again with the reader's place rules.
 */
export const DISTRICT_SEARCHES: readonly string[] = [siteConfig.districtHi, siteConfig.townHi, siteConfig.district];

/** Articles asked for per search: about a month of a district's news in a state feed. */
export const DISTRICT_SEARCH_SIZE = 100;

/** Keeps the articles kept for an edition bounded however much the provider answers. */
export const MAX_DISTRICT_ARTICLES = 300;

/** The same story reached twice (a state page and a search) is one article: same id, link or title. */
function sameStoryKeys(article: Article): string[] {
  const keys = [`id:${article.id}`, `title:${normalizeForSearch(article.title)}`];
  if (article.link) keys.push(`link:${article.link}`);
  return keys;
}

/** Newest first by publication time; ISO dates sort as text, and undated articles go last. */
export const newestFirst = (a: Article, b: Article) => (b.publishedAt || '').localeCompare(a.publishedAt || '');

/**
 * The district's stories among several lists (the state pages held, then the searches' answers),
 * each once, newest first. The first copy of a story wins, so an article keeps the id the state
 * pages gave it and a bookmark made there still matches.
 */
export function mergeDistrictArticles(lists: readonly (readonly Article[])[]): Article[] {
  const seen = new Set<string>();
  const merged: Article[] = [];
  for (const article of articlesAboutDistrict(lists.flat())) {
    const keys = sameStoryKeys(article);
    if (keys.some((key) => seen.has(key))) continue;
    keys.forEach((key) => seen.add(key));
    merged.push(article);
  }
  // The sort is stable, so undated stories keep their order, last.
  return merged.sort(newestFirst).slice(0, MAX_DISTRICT_ARTICLES);
}

/**
 * One page of the edition, for a category or all. Each article takes the picture size of its
 * place on this page (the first is featured), as a state page's would.
 */
export function districtArticlesOn(
  articles: readonly Article[],
  { category, page, limit }: { category: string; page: number; limit: number },
): { articles: Article[]; total: number } {
  const inCategory = category ? articles.filter((a) => a.category === category) : [...articles];
  const slice = inCategory.slice((page - 1) * limit, page * limit);
  return {
    articles: slice.map((article, index) => ({ ...article, imageSize: imageSizeFor(index) })),
    total: inCategory.length,
  };
}
