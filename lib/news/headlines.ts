import axios from 'axios';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createMemoryStore } from '@/lib/shared-store/memory';
import type { SharedStore } from '@/lib/shared-store/types';
import { AnswerCache, type CachedAnswer } from './cache';
import { HEADLINES_PAGE_SIZE } from './constants';
import { genericNewsError, pageNotFoundError } from './errors';
import { parseRss } from './rss';
import { toArticles } from './transform';
import type { Headlines, RawNewsItem } from './types';

export interface HeadlinesOptions {
  /** The feed to read; without it, the bundled sample feed. */
  rssUrl?: string;
  timeoutMs: number;
  cacheMs: number;
  readBundled?: () => Promise<string>;
  /** Where the feed is kept; without it, a private in-memory store. */
  store?: SharedStore<CachedAnswer<RawNewsItem[]>>;
}

export interface HeadlinesSource {
  getHeadlines(query?: { category?: string; page?: number }): Promise<Headlines>;
}

const bundledFeed = () => readFile(path.join(process.cwd(), 'lib/news/data/headlines.xml'), 'utf8');

/**
 * Top headlines from an RSS feed, in the same Article shape as the news search. The whole feed is
 * read once per cache window and paged here; a page past the last one is refused.
 */
export function createHeadlinesSource({
  rssUrl,
  timeoutMs,
  cacheMs,
  readBundled = bundledFeed,
  store = createMemoryStore({ maxEntries: 1 }),
}: HeadlinesOptions): HeadlinesSource {
  const cache = new AnswerCache(store, cacheMs);
  const key = JSON.stringify(['feed', rssUrl ?? 'bundled']);

  async function loadItems(): Promise<RawNewsItem[]> {
    const cached = await cache.get(key);
    if (cached?.fresh) return cached.value;
    try {
      const xml = rssUrl
        ? (await axios.get<string>(rssUrl, { timeout: timeoutMs, responseType: 'text' })).data
        : await readBundled();
      const { items } = parseRss(xml);
      await cache.set(key, items);
      return items;
    } catch (error) {
      if (cached) return cached.value;
      console.error('Failed to read the headlines feed', error);
      throw genericNewsError();
    }
  }

  return {
    async getHeadlines({ category = '', page = 1 } = {}) {
      const items = (await loadItems()).filter((item) => !category || (item.category ?? []).includes(category));
      if (page > Math.max(1, Math.ceil(items.length / HEADLINES_PAGE_SIZE))) throw pageNotFoundError();
      const start = (page - 1) * HEADLINES_PAGE_SIZE;
      return {
        articles: toArticles(items.slice(start, start + HEADLINES_PAGE_SIZE), Date.now(), start),
        totalResults: items.length,
      };
    },
  };
}
