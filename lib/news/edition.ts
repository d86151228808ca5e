import { unprefixedPath, type Locale } from '../i18n/locales';
import { isNewsCategory, type CategoryFilter } from './constants';
import { DISTRICT_SLUG } from './district-slug';
import type { ReaderPreferences } from './reader-preferences';

/**
 * A rendering of the reader that many readers share: what /news shows for a category and page,
 * laid out as a grid or a list, with or without pictures. The server keeps each one it has
 * rendered for the news cache window (app/[locale]/news/edition/[edition]), so a crowd on /news
 * costs one render per edition and window. The internal address is only reached through the
 * proxy's choice (lib/news/edition-request.ts), never asked for from outside.
 */
export interface NewsEdition {
  category: CategoryFilter;
  page: number;
  /** The district's own edition rather than the state's. */
  district: boolean;
  layout: ReaderPreferences['layout'];
  saveData: boolean;
}

/**
 * The pages kept as editions. Readers rarely page far; later pages are rendered per request as
 * before. This keeps the editions few: 8 category choices × 5 pages × 2 layouts × 2 picture
 * settings × the state's or the district's = 320 per language.
 */
export const MAX_EDITION_PAGE = 5;

/** The folder of the internal route under /[locale]/news. */
export const EDITION_FOLDER = 'edition';

/** The request header by which the proxy names the edition to serve (see next.config.ts). */
export const NEWS_EDITION_HEADER = 'x-news-edition';
/** Its value for a request naming the internal route itself: answered with the 404 page in the address's language. */
export const editionNotFound = (locale: Locale) => `not-found-${locale}`;

const ALL = 'all';
const FULL = 'full';
const LITE = 'lite';

/**
 * The edition's path segment, e.g. `all-1-grid-full`, `sports-2-list-lite` (lite: no pictures)
 * or `all-1-grid-full-rohtas` (the district's edition).
 */
export function editionSegment({ category, page, layout, saveData, district }: NewsEdition): string {
  return `${category || ALL}-${page}-${layout}-${saveData ? LITE : FULL}${district ? `-${DISTRICT_SLUG}` : ''}`;
}

/** The pattern of every segment editionSegment makes, for the config's rewrite. */
export const EDITION_SEGMENT_PATTERN = `[a-z]+-[1-${MAX_EDITION_PAGE}]-(?:grid|list)-(?:${FULL}|${LITE})(?:-${DISTRICT_SLUG})?`;

/** The edition a segment names, or null unless it is exactly a segment editionSegment makes. */
export function parseEditionSegment(segment: string): NewsEdition | null {
  const parts = segment.split('-');
  if (parts.length !== 4 && parts.length !== 5) return null;
  const [category = '', pageText = '', layout = '', pictures = '', district] = parts;
  if (district !== undefined && district !== DISTRICT_SLUG) return null;
  if (category !== ALL && !isNewsCategory(category)) return null;
  if (layout !== 'grid' && layout !== 'list') return null;
  if (pictures !== FULL && pictures !== LITE) return null;
  const page = Number(pageText);
  if (!Number.isInteger(page) || page < 1 || page > MAX_EDITION_PAGE) return null;
  const edition: NewsEdition = {
    category: category === ALL ? '' : category,
    page,
    layout,
    saveData: pictures === LITE,
    district: district !== undefined,
  };
  // One spelling per edition (no "01"), so the same edition is never kept twice.
  return editionSegment(edition) === segment ? edition : null;
}

const EDITION_PATH = new RegExp(`^((?:/[a-z]{2})?/news)/${EDITION_FOLDER}/[^/]+$`);

/**
 * The reader's own address for a path Next reports: an edition is rendered for /news (or
 * /hi/news), so links and the language switch on it name that address, never the internal one.
 */
export function withoutEdition(pathname: string): string {
  return EDITION_PATH.exec(pathname)?.[1] ?? pathname;
}

/**
 * The path a reader sees for a pathname Next reports: without the default locale's prefix, and a
 * kept edition of the news reader at the reader's own address. The header and the reader compare
 * and build links with it.
 */
export function publicPathname(pathname: string): string {
  return unprefixedPath(withoutEdition(pathname));
}
