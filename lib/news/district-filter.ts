import { foldDevanagariSpelling } from '@/lib/text/devanagari-spelling';
import { DISTRICT_PLACES } from './district-places';
import { normalizeForSearch } from './search';
import type { Article } from './types';

/** Text as the district filter compares it: the search's normalisation, then Hindi spelling variants folded. */
const comparable = (text: string) => foldDevanagariSpelling(normalizeForSearch(text));

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One pattern for every place name, whole words only: a letter, vowel sign or digit on either
 * side means the name is part of a longer word (अनोखा is not नोखा, Rajpura is not Rajpur).
 * JavaScript's \b knows only ASCII letters, hence the Unicode classes. A space inside a name also
 * matches a hyphen (Akorhi-Gola). Longer names first, so a longer name wins where two could match.
 */
function placePattern(): RegExp {
  const names = [...new Set(DISTRICT_PLACES.flatMap((p) => [...p.latin, ...p.devanagari]).map(comparable))]
    .sort((a, b) => b.length - a.length)
    .map((name) => escapeForRegExp(name).replace(/ /g, '[\\s-]'));
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${names.join('|')})(?![\\p{L}\\p{M}\\p{N}])`, 'u');
}

const pattern = placePattern();

/** Whether the text names the district, one of its blocks or one of its towns. */
export function mentionsDistrict(text: string): boolean {
  return pattern.test(comparable(text));
}

/** The articles whose title or description names a place of the district. */
export function articlesAboutDistrict(articles: readonly Article[]): Article[] {
  return articles.filter((a) => mentionsDistrict(`${a.title} ${a.description}`));
}
