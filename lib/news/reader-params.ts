import { isNewsCategory, type CategoryFilter } from './constants';
import { DISTRICT_SLUG } from './district-places';

/** The reader's state that lives in the URL, so that links can be shared and Back works. */
export interface ReaderParams {
  category: CategoryFilter;
  page: number;
  q: string;
  view: 'all' | 'bookmarks';
  article: string;
  /** The district's slug when only its news is shown, else ''. */
  district: string;
  /** The query searches all news (the provider) rather than the page shown; only with a query. */
  searchAll: boolean;
}

type ParamSource = { get(name: string): string | null };

/** `search=all`: the query reads all news, not the page shown. */
const SEARCH_PARAM = 'search';
const SEARCH_ALL = 'all';

export function readReaderParams(params: ParamSource): ReaderParams {
  const category = params.get('category') ?? '';
  const page = Number(params.get('page') ?? '1');
  const q = params.get('q') ?? '';
  return {
    category: isNewsCategory(category) ? category : '',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    q,
    view: params.get('view') === 'bookmarks' ? 'bookmarks' : 'all',
    article: params.get('article') ?? '',
    district: params.get('district')?.toLowerCase() === DISTRICT_SLUG ? DISTRICT_SLUG : '',
    searchAll: params.get(SEARCH_PARAM) === SEARCH_ALL && q.trim() !== '',
  };
}

/** `category=all` names every category: a reader with preferred categories opens on those without it. */
export const ALL_CATEGORIES_PARAM = 'all';

/**
 * The query string for a reader state, leaving out defaults. With `namesAll`, "all categories"
 * is written out, because for a reader with preferred categories the bare address opens on those.
 */
export function readerQueryString(state: ReaderParams, { namesAll = false } = {}): string {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  else if (namesAll) params.set('category', ALL_CATEGORIES_PARAM);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.q.trim()) params.set('q', state.q);
  if (state.view === 'bookmarks') params.set('view', 'bookmarks');
  if (state.article) params.set('article', state.article);
  if (state.district) params.set('district', state.district);
  if (state.searchAll && state.q.trim()) params.set(SEARCH_PARAM, SEARCH_ALL);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Reads Next's searchParams object (values may repeat) through the same parser. */
export function readerParamsFromRecord(record: Record<string, string | string[] | undefined>): ReaderParams {
  return readReaderParams({
    get: (name) => {
      const value = record[name];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    },
  });
}
