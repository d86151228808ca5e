import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readDeviceRecord,
  saveBookmarks,
  saveCachedPage,
  savePreferences,
  saveReading,
  STORAGE_KEYS,
} from '@/lib/news/device-storage';
import { toArticle } from '@/lib/news/transform';
import type { Article } from '@/lib/news/types';

const article = (id: string): Article =>
  toArticle({ id, title: `समाचार ${id}`, url: `https://news.example.com/${id}` }, 4, 0);

const stored = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

/** A storage whose every call throws, like a full or disabled localStorage. */
const brokenStorage = () => {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { getItem: vi.fn(fail), setItem: vi.fn(fail) };
};

const silenceErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.cookie = 'reader_preferences=; Max-Age=0; Path=/';
});

describe('the device record', () => {
  it('is empty on a new device', () => {
    expect(readDeviceRecord()).toEqual({
      bookmarks: [],
      reading: { views: {}, mostRead: [] },
      opened: [],
      cachedPage: { articles: [], savedAt: null },
      preferences: null,
    });
  });

  it('reads back what was saved, under the keys the reader has always used', () => {
    saveBookmarks([article('b')]);
    saveReading({ views: { a: 2 }, mostRead: ['a'] }, [article('a')]);
    saveCachedPage({ articles: [article('c')], savedAt: '2026-11-20T10:30:00.000Z' });
    savePreferences({ layout: 'list', preferredCategories: ['sports'] });
    expect(stored(STORAGE_KEYS.views)).toEqual({ a: 2 });
    expect(stored('most_read_articles')).toEqual(['a']);
    expect(stored('cached_articles')).toEqual([article('c')]);
    expect(readDeviceRecord()).toEqual({
      bookmarks: [article('b')],
      reading: { views: { a: 2 }, mostRead: ['a'] },
      opened: [article('a')],
      cachedPage: { articles: [article('c')], savedAt: '2026-11-20T10:30:00.000Z' },
      preferences: { layout: 'list', preferredCategories: ['sports'] },
    });
  });

  it('mirrors the preferences in a cookie for the server', () => {
    savePreferences({ layout: 'list', preferredCategories: ['jobs'] });
    expect(document.cookie).toContain('reader_preferences=layout%3Dlist%26categories%3Djobs');
  });

  it('overwrites the cached page on every save', () => {
    saveCachedPage({ articles: [article('a'), article('b')], savedAt: '2026-11-20T10:30:00.000Z' });
    saveCachedPage({ articles: [article('c')], savedAt: '2026-11-21T08:00:00.000Z' });
    expect(readDeviceRecord().cachedPage).toEqual({ articles: [article('c')], savedAt: '2026-11-21T08:00:00.000Z' });
  });

  it('starts again from corrupted or wrongly shaped values, and logs the unreadable ones', () => {
    const log = silenceErrors();
    window.localStorage.setItem(STORAGE_KEYS.views, '{not json');
    window.localStorage.setItem(STORAGE_KEYS.mostRead, '{"a":1}');
    window.localStorage.setItem(STORAGE_KEYS.cached, '[{"title":"no id"}]');
    window.localStorage.setItem(STORAGE_KEYS.cachedAt, '"yesterday-ish"');
    window.localStorage.setItem(STORAGE_KEYS.preferences, '{"layout":"table"}');
    const record = readDeviceRecord();
    expect(record.reading).toEqual({ views: {}, mostRead: [] });
    expect(record.cachedPage).toEqual({ articles: [], savedAt: null });
    expect(record.preferences).toEqual({ layout: 'grid', preferredCategories: [] });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('logs, without throwing, when the storage refuses to read or write', () => {
    const log = silenceErrors();
    const storage = brokenStorage();
    expect(() => saveBookmarks([article('a')], storage)).not.toThrow();
    expect(() => saveCachedPage({ articles: [], savedAt: '2026-11-20T10:30:00.000Z' }, storage)).not.toThrow();
    expect(readDeviceRecord(storage).bookmarks).toEqual([]);
    expect(log).toHaveBeenCalled();
  });
});
