import { localizedPath, splitLocale, type Locale } from '@/lib/i18n/locales';
import { pathOf } from '@/lib/navigation';
import { headerAsksToSaveData, parseStoredChoice, resolveSaveData, SAVE_DATA_KEY } from '@/lib/save-data/setting';
import { isNewsCategory } from './constants';
import { DISTRICT_SLUG } from './district-places';
import { EDITION_FOLDER, MAX_EDITION_PAGE, type NewsEdition } from './edition';
import { ALL_CATEGORIES_PARAM } from './reader-params';
import { preferencesFromCookie, READER_PREFERENCES_COOKIE } from './reader-preferences';

/** What the proxy needs to know of a request. */
export interface EditionRequest {
  method: string;
  pathname: string;
  searchParams: URLSearchParams;
  /** A request header (Save-Data, RSC), null when absent. */
  header(name: string): string | null;
  cookie(name: string): string | undefined;
}

/**
 * How the proxy sends a page request on:
 * - `edition`: the shared rendering of the reader for this request (see lib/news/edition.ts);
 * - `not-found`: the request names the internal route itself, which only the proxy may choose;
 * - `page`: anything else, rendered per request as before.
 */
export type EditionChoice =
  | { route: 'edition'; locale: Locale; edition: NewsEdition }
  | { route: 'not-found'; locale: Locale }
  | { route: 'page' };

const PAGE: EditionChoice = { route: 'page' };
/** The only query parameters an edition can answer: the others change what the server renders. */
const EDITION_PARAMS = new Set(['category', 'page', 'district']);
const WHOLE_NUMBER = /^[1-9][0-9]*$/;
const INTERNAL_PATH = new RegExp(`^(?:/[a-z]{2})?/news/${EDITION_FOLDER}(?:/|$)`);

/** The path with its escapes undone, so /news/%65dition is seen for what it is; null when malformed. */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** The one value of a parameter, or null when it is missing; undefined when it is repeated. */
function single(params: URLSearchParams, name: string): string | null | undefined {
  const values = params.getAll(name);
  if (values.length > 1) return undefined;
  return values[0] ?? null;
}

/**
 * Chooses the edition for a reader's page request, or says it is rendered per request. An
 * edition answers only the first pages of a known category (or all), of the state's news or the
 * district's, for a reader who follows no
 * category (a bare /news then opens on the first one followed, which the edition cannot know),
 * and only a browser's document request: Next's own data requests (RSC, prefetches) keep the
 * page rendered per request.
 */
export function chooseEdition(request: EditionRequest): EditionChoice {
  const { locale } = splitLocale(request.pathname);
  const path = decodedPath(request.pathname);
  if (path === null || INTERNAL_PATH.test(path)) return { route: 'not-found', locale };
  if (request.method !== 'GET' && request.method !== 'HEAD') return PAGE;
  if (request.pathname !== localizedPath(locale, pathOf('news'))) return PAGE;
  if (request.header('rsc') !== null || request.header('next-router-prefetch') !== null) return PAGE;
  for (const name of request.searchParams.keys()) if (!EDITION_PARAMS.has(name)) return PAGE;

  const category = single(request.searchParams, 'category');
  const page = single(request.searchParams, 'page');
  const district = single(request.searchParams, 'district');
  if (category === undefined || page === undefined || district === undefined) return PAGE;
  // The one spelling the reader's links use; any other is rendered per request.
  if (district !== null && district !== DISTRICT_SLUG) return PAGE;
  if (category !== null && category !== ALL_CATEGORIES_PARAM && !isNewsCategory(category)) return PAGE;
  if (page !== null && (!WHOLE_NUMBER.test(page) || Number(page) > MAX_EDITION_PAGE)) return PAGE;

  const preferences = preferencesFromCookie(request.cookie(READER_PREFERENCES_COOKIE));
  if (preferences.preferredCategories.length > 0) return PAGE;
  const saveData = resolveSaveData(
    parseStoredChoice(request.cookie(SAVE_DATA_KEY)),
    headerAsksToSaveData(request.header('save-data')),
  );
  return {
    route: 'edition',
    locale,
    edition: {
      category: category === null || category === ALL_CATEGORIES_PARAM ? '' : category,
      page: page === null ? 1 : Number(page),
      layout: preferences.layout,
      saveData,
      district: district !== null,
    },
  };
}
