import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cacheArticles,
  cachedArticles,
  loadBookmarks,
  mostReadArticles,
  mostReadIds,
  recordView,
  saveBookmarks,
  STORAGE_KEYS,
  viewCount,
} from '@/lib/news/tracking';
import { toArticle } from '@/lib/news/transform';
import type { Article } from '@/lib/news/types';

const article = (id: string): Article =>
  toArticle({ id, title: `समाचार ${id}`, url: `https://news.example.com/${id}` }, 4, 0);

const stored = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

/** A storage whose every call throws, like a full or disabled localStorage. */
const brokenStorage = (name = 'QuotaExceededError') => {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', name);
  };
  return { getItem: vi.fn(fail), setItem: vi.fn(fail) };
};

/** A storage that reads fine but cannot write. */
const fullStorage = () => ({
  getItem: (key: string) => window.localStorage.getItem(key),
  setItem: vi.fn(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }),
});

const silenceErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recordView', () => {
  it('counts views up per article in article_views', () => {
    expect(recordView('a')).toBe(1);
    expect(recordView('a')).toBe(2);
    expect(recordView('b')).toBe(1);
    expect(recordView('a')).toBe(3);
    expect(stored(STORAGE_KEYS.views)).toEqual({ a: 3, b: 1 });
    expect(viewCount('a')).toBe(3);
    expect(viewCount('never')).toBe(0);
  });

  it('moves the viewed id to the front of most_read_articles', () => {
    recordView('a');
    recordView('b');
    recordView('c');
    expect(mostReadIds()).toEqual(['c', 'b', 'a']);
    recordView('a');
    expect(stored(STORAGE_KEYS.mostRead)).toEqual(['a', 'c', 'b']);
  });

  it('keeps at most 20 ids, most recent first', () => {
    for (let i = 1; i <= 25; i += 1) recordView(`id-${i}`);
    const ids = mostReadIds();
    expect(ids).toHaveLength(20);
    expect(ids).toEqual(Array.from({ length: 20 }, (_, i) => `id-${25 - i}`));
  });

  it('still counts views of ids that fell off the list', () => {
    for (let i = 1; i <= 25; i += 1) recordView(`id-${i}`);
    expect(viewCount('id-1')).toBe(1);
    expect(recordView('id-1')).toBe(2);
    expect(mostReadIds()[0]).toBe('id-1');
  });

  it('logs and returns 0 when the storage throws', () => {
    const log = silenceErrors();
    const storage = brokenStorage();
    expect(() => recordView('a', storage)).not.toThrow();
    expect(recordView('a', storage)).toBe(0);
    expect(log).toHaveBeenCalled();
  });

  it('logs and returns 0 when writing is refused (QuotaExceededError)', () => {
    const log = silenceErrors();
    expect(recordView('a', fullStorage())).toBe(0);
    expect(log).toHaveBeenCalledWith('Could not record the article view', expect.any(DOMException));
  });

  it('logs corrupted JSON and starts the record again instead of stopping for good', () => {
    const log = silenceErrors();
    window.localStorage.setItem(STORAGE_KEYS.views, '{not json');
    expect(viewCount('a')).toBe(0);
    expect(recordView('a')).toBe(1);
    expect(viewCount('a')).toBe(1);
    expect(log).toHaveBeenCalled();
  });

  it('starts again from valid JSON of the wrong shape', () => {
    window.localStorage.setItem(STORAGE_KEYS.views, '["a"]');
    window.localStorage.setItem(STORAGE_KEYS.mostRead, '{"a":1}');
    expect(recordView('a')).toBe(1);
    expect(mostReadIds()).toEqual(['a']);
  });
});

describe('mostReadArticles', () => {
  const known = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(article);

  it('gives 5 by default', () => {
    for (const a of known) recordView(a.id);
    expect(mostReadArticles(known)).toHaveLength(5);
    expect(mostReadArticles(known, 2)).toHaveLength(2);
  });

  it('orders by views, then by most recent view', () => {
    recordView('a');
    recordView('a');
    recordView('a');
    recordView('b');
    recordView('c');
    recordView('c');
    recordView('d');
    // views: a 3, c 2, b 1, d 1 (d more recent than b)
    expect(mostReadArticles(known).map((a) => a.id)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('leaves out ids of articles it does not know', () => {
    recordView('unknown');
    recordView('a');
    expect(mostReadArticles(known).map((a) => a.id)).toEqual(['a']);
  });

  it('is empty with no views', () => {
    expect(mostReadArticles(known)).toEqual([]);
  });

  it('logs and returns [] when the storage throws or holds corrupted JSON', () => {
    const log = silenceErrors();
    expect(mostReadArticles(known, 5, brokenStorage('SecurityError'))).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.mostRead, 'oops');
    expect(mostReadArticles(known)).toEqual([]);
    expect(mostReadIds()).toEqual([]);
    expect(log).toHaveBeenCalledTimes(3);
  });
});

describe('cached_articles', () => {
  it('is overwritten by every fetch', () => {
    cacheArticles([article('a'), article('b')]);
    expect(cachedArticles().map((a) => a.id)).toEqual(['a', 'b']);
    cacheArticles([article('c')]);
    expect(cachedArticles().map((a) => a.id)).toEqual(['c']);
    expect(stored(STORAGE_KEYS.cached)).toEqual([article('c')]);
  });

  it('is empty when nothing was cached or the JSON is the wrong shape', () => {
    expect(cachedArticles()).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.cached, '[{"title":"no id"}]');
    expect(cachedArticles()).toEqual([]);
  });

  it('logs, without throwing, when caching or reading fails', () => {
    const log = silenceErrors();
    expect(() => cacheArticles([article('a')], fullStorage())).not.toThrow();
    expect(cachedArticles(brokenStorage())).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.cached, '[{');
    expect(cachedArticles()).toEqual([]);
    expect(log).toHaveBeenCalledTimes(3);
  });
});

describe('bookmarks', () => {
  it('saves and loads bookmarks', () => {
    saveBookmarks([article('a')]);
    expect(loadBookmarks()).toEqual([article('a')]);
  });

  it('logs and gives [] on failures', () => {
    const log = silenceErrors();
    expect(() => saveBookmarks([article('a')], fullStorage())).not.toThrow();
    expect(loadBookmarks(brokenStorage())).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
  });
});
