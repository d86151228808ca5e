import axios from 'axios';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AnswerCache } from './cache';
import { HEADLINES_PAGE_SIZE } from './constants';
import { genericNewsError } from './errors';
import { parseRss } from './rss';
import { toArticles } from './transform';
import type { Headlines, RawNewsItem } from './types';

export interface HeadlinesOptions {
  /** The feed to read; without it, the bundled sample feed. */
  rssUrl?: string;
  timeoutMs: number;
  cacheMs: number;
  readBundled?: () => Promise<string>;
}

export interface HeadlinesSource {
  getHeadlines(query?: { category?: string; page?: number }): Promise<Headlines>;
}

const bundledFeed = () => readFile(path.join(process.cwd(), 'lib/news/data/headlines.xml'), 'utf8');

/** Top headlines (spec 7) from an RSS feed, in the same Article shape as the news search. */
export function createHeadlinesSource({
  rssUrl,
  timeoutMs,
  cacheMs,
  readBundled = bundledFeed,
}: HeadlinesOptions): HeadlinesSource {
  const cache = new AnswerCache<RawNewsItem[]>(cacheMs);

  async function loadItems(): Promise<RawNewsItem[]> {
    const cached = cache.get('feed');
    if (cached?.fresh) return cached.value;
    try {
      const xml = rssUrl
        ? (await axios.get<string>(rssUrl, { timeout: timeoutMs, responseType: 'text' })).data
        : await readBundled();
      const { items } = parseRss(xml);
      cache.set('feed', items);
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
      const start = (page - 1) * HEADLINES_PAGE_SIZE;
      return {
        articles: toArticles(items.slice(start, start + HEADLINES_PAGE_SIZE), Date.now(), start),
        totalResults: items.length,
      };
    },
  };
}
