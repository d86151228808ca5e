import { NEWS_CATEGORIES, type CategoryFilter, type NewsCategory } from './constants';
import { DISTRICT_SLUG } from './district-places';

/**
 * The reader's address (/news?category=&page=&q=&view=&article=&district=&search=), defined once:
 * each field's default, how it is read and why a value is refused. The page and the reader in the
 * browser read it here, a refused field as its default, since a person followed the link;
 * /api/news builds its Zod schema from the same fields (query-schema.ts) and answers 400 naming
 * the field. Zod itself stays on the server: in the reader's scripts it would weigh 23 KiB gzip.
 */

/** `category=all` names every category: a reader with preferred categories opens on those without it. */
export const ALL_CATEGORIES_PARAM = 'all';
/** `search=all`: the query reads all news, not the page shown. */
const SEARCH_ALL = 'all';

/** A field of the address: absent or empty is its default; otherwise read, or refused (undefined). */
export interface AddressField<T> {
  fallback: T;
  read: (raw: string) => T | undefined;
  refusal: string;
}

const field = <T>(fallback: T, read: (raw: string) => T | undefined, refusal: string): AddressField<T> => ({
  fallback,
  read,
  refusal,
});
const anyText = field<string>('', (raw) => raw, '');

export const READER_ADDRESS_FIELDS = {
  category: field<CategoryFilter>(
    '',
    (raw) => (raw === ALL_CATEGORIES_PARAM ? '' : NEWS_CATEGORIES.find((c): c is NewsCategory => c === raw)),
    `category must be one of: ${NEWS_CATEGORIES.join(', ')}`,
  ),
  /** A whole number from 1. How far it may go depends on the total, known later. */
  page: field<number>(
    1,
    (raw) => {
      const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
      return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
    },
    'page must be a whole number from 1',
  ),
  /** Words searched for: in the page shown, or with search=all in all news. */
  q: anyText,
  view: field<'all' | 'bookmarks'>(
    'all',
    (raw) => (raw === 'all' || raw === 'bookmarks' ? raw : undefined),
    'view must be all or bookmarks',
  ),
  /** The open article's id. */
  article: anyText,
  /** The district's slug, in any case, asks for the district's own edition; absent, the state's news. */
  district: field<'' | typeof DISTRICT_SLUG>(
    '',
    (raw) => (raw.toLowerCase() === DISTRICT_SLUG ? DISTRICT_SLUG : undefined),
    `district must be ${DISTRICT_SLUG}`,
  ),
  search: field<boolean>(false, (raw) => (raw === SEARCH_ALL ? true : undefined), `search must be ${SEARCH_ALL}`),
};

type AddressFields = typeof READER_ADDRESS_FIELDS;
type AddressKey = keyof AddressFields;
type AddressValue<K extends AddressKey> = AddressFields[K] extends AddressField<infer T> ? T : never;

/** One field of a followed address: its value, or its default when absent or refused. */
function readField<K extends AddressKey>(key: K, raw: string | null): AddressValue<K> {
  const { fallback, read } = READER_ADDRESS_FIELDS[key] as AddressField<AddressValue<K>>;
  if (raw === null || raw === '') return fallback;
  return read(raw) ?? fallback;
}

/** The reader's state that lives in the URL, so that links can be shared and Back works. */
export interface ReaderAddress {
  category: CategoryFilter;
  page: number;
  q: string;
  view: 'all' | 'bookmarks';
  article: string;
  /** The district's slug when only its news is shown, else ''. */
  district: '' | typeof DISTRICT_SLUG;
  /** The query searches all news (the provider) rather than the page shown; only with a query. */
  searchAll: boolean;
}

type ParamSource = { get(name: string): string | null };

/** The address a person followed: each field refused is read as its default. */
export function readReaderAddress(params: ParamSource): ReaderAddress {
  const q = readField('q', params.get('q'));
  return {
    category: readField('category', params.get('category')),
    page: readField('page', params.get('page')),
    q,
    view: readField('view', params.get('view')),
    article: readField('article', params.get('article')),
    district: readField('district', params.get('district')),
    searchAll: readField('search', params.get('search')) && q.trim() !== '',
  };
}

/** Reads Next's searchParams object (values may repeat: the first counts) through the same schema. */
export function readerAddressFromRecord(record: Record<string, string | string[] | undefined>): ReaderAddress {
  return readReaderAddress({
    get: (name) => {
      const value = record[name];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    },
  });
}

/**
 * The query string for a reader state, leaving out defaults. With `namesAll`, "all categories"
 * is written out, because for a reader with preferred categories the bare address opens on those.
 */
export function readerQueryString(state: ReaderAddress, { namesAll = false } = {}): string {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  else if (namesAll) params.set('category', ALL_CATEGORIES_PARAM);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.q.trim()) params.set('q', state.q);
  if (state.view === 'bookmarks') params.set('view', 'bookmarks');
  if (state.article) params.set('article', state.article);
  if (state.district) params.set('district', state.district);
  if (state.searchAll && state.q.trim()) params.set('search', SEARCH_ALL);
  const query = params.toString();
  return query ? `?${query}` : '';
}
