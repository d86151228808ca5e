import { parseReaderPreferences, preferencesCookie, type ReaderPreferences } from './reader-preferences';
import { EMPTY_READING_RECORD, type ReadingRecord } from './reading-record';
import type { Article } from './types';

/**
 * What the reader keeps in this browser's local storage. Only the reader's store listener writes
 * here. Failures (full or disabled storage, a value edited by hand) are logged and give a safe
 * default, so the reader keeps working without them.
 */
export const STORAGE_KEYS = {
  views: 'article_views',
  mostRead: 'most_read_articles',
  cached: 'cached_articles',
  /** When cached_articles was fetched, so the offline notice can say how old it is. */
  cachedAt: 'cached_articles_saved_at',
  bookmarks: 'news_bookmarks',
  opened: 'opened_articles',
  preferences: 'reader_preferences',
} as const;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): Store | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

function read<T>(storage: Store | undefined, key: string, isValid: (v: unknown) => v is T, fallback: T): T {
  try {
    const raw = storage?.getItem(key) ?? null;
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch (error) {
    console.error(`Ignoring unreadable ${key} in local storage`, error);
    return fallback;
  }
}

function write(storage: Store | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(`Could not save ${key}`, error);
  }
}

const isCountMap = (v: unknown): v is Record<string, number> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((n) => typeof n === 'number');
const isIdList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isArticleList = (v: unknown): v is Article[] =>
  Array.isArray(v) && v.every((a) => typeof a === 'object' && a !== null && typeof (a as Article).id === 'string');
const isTime = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const isAnything = (v: unknown): v is unknown => v !== undefined;

/** The last fetched page and when it was fetched (null when it never was, or the time is unreadable). */
export interface CachedPage {
  articles: Article[];
  savedAt: string | null;
}

/** Everything the reader reads from the device when it starts. */
export interface DeviceRecord {
  bookmarks: Article[];
  reading: ReadingRecord;
  opened: Article[];
  cachedPage: CachedPage;
  preferences: ReaderPreferences | null;
}

export function readDeviceRecord(storage: Store | undefined = browserStorage()): DeviceRecord {
  const stored = read(storage, STORAGE_KEYS.preferences, isAnything, null);
  return {
    bookmarks: read(storage, STORAGE_KEYS.bookmarks, isArticleList, []),
    reading: {
      views: read(storage, STORAGE_KEYS.views, isCountMap, EMPTY_READING_RECORD.views),
      mostRead: read(storage, STORAGE_KEYS.mostRead, isIdList, EMPTY_READING_RECORD.mostRead),
    },
    opened: read(storage, STORAGE_KEYS.opened, isArticleList, []),
    cachedPage: {
      articles: read(storage, STORAGE_KEYS.cached, isArticleList, []),
      savedAt: read(storage, STORAGE_KEYS.cachedAt, isTime, null),
    },
    preferences: stored === null ? null : parseReaderPreferences(stored),
  };
}

/** Every fetch overwrites the cached page, with the time it was fetched. */
export function saveCachedPage(page: { articles: Article[]; savedAt: string }, storage = browserStorage()): void {
  write(storage, STORAGE_KEYS.cached, page.articles);
  write(storage, STORAGE_KEYS.cachedAt, page.savedAt);
}

export function saveBookmarks(bookmarks: Article[], storage = browserStorage()): void {
  write(storage, STORAGE_KEYS.bookmarks, bookmarks);
}

export function saveReading(record: ReadingRecord, opened: Article[], storage = browserStorage()): void {
  write(storage, STORAGE_KEYS.views, record.views);
  write(storage, STORAGE_KEYS.mostRead, record.mostRead);
  write(storage, STORAGE_KEYS.opened, opened);
}

/** Saves the preferences, and mirrors them in a cookie for the server's next render of the reader. */
export function savePreferences(preferences: ReaderPreferences, storage = browserStorage()): void {
  write(storage, STORAGE_KEYS.preferences, preferences);
  if (typeof document === 'undefined') return;
  try {
    document.cookie = preferencesCookie(preferences, window.location.protocol === 'https:');
  } catch (error) {
    console.error('Could not save the reader preferences cookie', error);
  }
}

/** The keys whose change in another tab the reader follows. */
export const SHARED_KEYS: readonly string[] = [
  STORAGE_KEYS.bookmarks,
  STORAGE_KEYS.views,
  STORAGE_KEYS.mostRead,
  STORAGE_KEYS.opened,
];
