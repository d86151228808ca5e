import { DEFAULT_MOST_READ_COUNT, MOST_READ_LIMIT } from './constants';
import type { Article } from './types';

/** Local browser storage of the reader (spec 3). Failures are logged and give a safe default (spec 8). */
export const STORAGE_KEYS = {
  views: 'article_views',
  mostRead: 'most_read_articles',
  cached: 'cached_articles',
  bookmarks: 'news_bookmarks',
} as const;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): Store | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

function read<T>(storage: Store | undefined, key: string, isValid: (v: unknown) => v is T, fallback: T): T {
  if (!storage) return fallback;
  const raw = storage.getItem(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    // Corrupted by hand or by another script: start again rather than stop recording for good.
    console.error(`Ignoring unreadable ${key} in local storage`);
    return fallback;
  }
}

const isCountMap = (v: unknown): v is Record<string, number> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((n) => typeof n === 'number');
const isIdList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isArticleList = (v: unknown): v is Article[] =>
  Array.isArray(v) && v.every((a) => typeof a === 'object' && a !== null && typeof (a as Article).id === 'string');

/** Runs a storage step; a failure (quota, disabled storage) is logged and gives the safe default (spec 8). */
function safely<T>(what: string, fallback: T, step: () => T): T {
  try {
    return step();
  } catch (error) {
    console.error(`Could not ${what}`, error);
    return fallback;
  }
}

/** Counts a view and moves the article to the front of the most-read list (at most 20). Returns the new count. */
export function recordView(id: string, storage: Store | undefined = browserStorage()): number {
  return safely('record the article view', 0, () => {
    const views = read(storage, STORAGE_KEYS.views, isCountMap, {});
    const count = (views[id] ?? 0) + 1;
    storage?.setItem(STORAGE_KEYS.views, JSON.stringify({ ...views, [id]: count }));
    const order = read(storage, STORAGE_KEYS.mostRead, isIdList, []);
    const next = [id, ...order.filter((x) => x !== id)].slice(0, MOST_READ_LIMIT);
    storage?.setItem(STORAGE_KEYS.mostRead, JSON.stringify(next));
    return count;
  });
}

export function viewCount(id: string, storage: Store | undefined = browserStorage()): number {
  return safely('read article views', 0, () => {
    return read(storage, STORAGE_KEYS.views, isCountMap, {})[id] ?? 0;
  });
}

export function mostReadIds(storage: Store | undefined = browserStorage()): string[] {
  return safely('read the most-read list', [], () => {
    return read(storage, STORAGE_KEYS.mostRead, isIdList, []);
  });
}

/** The reader's most-read articles among those known (default 5): most views first, then most recent. */
export function mostReadArticles(
  known: Article[],
  count: number = DEFAULT_MOST_READ_COUNT,
  storage: Store | undefined = browserStorage(),
): Article[] {
  return safely('list most-read articles', [], () => {
    const byId = new Map(known.map((a) => [a.id, a]));
    const views = read(storage, STORAGE_KEYS.views, isCountMap, {});
    return mostReadIds(storage)
      .map((id, recency) => ({ article: byId.get(id), views: views[id] ?? 0, recency }))
      .filter((x): x is { article: Article; views: number; recency: number } => x.article !== undefined)
      .sort((a, b) => b.views - a.views || a.recency - b.recency)
      .slice(0, count)
      .map((x) => x.article);
  });
}

/** Every fetch overwrites the cached page (spec 4). */
export function cacheArticles(articles: Article[], storage: Store | undefined = browserStorage()): void {
  safely('cache the articles', undefined, () => {
    storage?.setItem(STORAGE_KEYS.cached, JSON.stringify(articles));
  });
}

export function cachedArticles(storage: Store | undefined = browserStorage()): Article[] {
  return safely('read the cached articles', [], () => {
    return read(storage, STORAGE_KEYS.cached, isArticleList, []);
  });
}

export function loadBookmarks(storage: Store | undefined = browserStorage()): Article[] {
  return safely('read bookmarks', [], () => {
    return read(storage, STORAGE_KEYS.bookmarks, isArticleList, []);
  });
}

export function saveBookmarks(bookmarks: Article[], storage: Store | undefined = browserStorage()): void {
  safely('save bookmarks', undefined, () => {
    storage?.setItem(STORAGE_KEYS.bookmarks, JSON.stringify(bookmarks));
  });
}
