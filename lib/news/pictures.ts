import 'server-only';
import { processWide } from '@/lib/shared-store';
import { httpUrlOrEmpty } from './transform';
import type { Article } from './types';

/** Enough for every article of many pages and feeds; the oldest are forgotten first. */
export const MAX_REMEMBERED_PICTURES = 2000;

/**
 * Which picture belongs to which article, for the pictures the news service handed out. The
 * picture route looks pictures up here by article id, so nobody can have the server fetch a URL
 * of their own choosing. Only http(s) pictures are kept: our own files need no fetch.
 */
export class PictureIndex {
  private readonly urls = new Map<string, string>();

  constructor(private readonly maxEntries = MAX_REMEMBERED_PICTURES) {}

  remember(articles: readonly Pick<Article, 'id' | 'urlToImage'>[]): void {
    for (const { id, urlToImage } of articles) {
      const url = httpUrlOrEmpty(urlToImage);
      if (!id || !url) continue;
      // Re-inserting moves the id to the newest end, so articles still being served stay.
      this.urls.delete(id);
      this.urls.set(id, url);
    }
    while (this.urls.size > this.maxEntries) {
      const oldest = this.urls.keys().next().value;
      if (oldest === undefined) break;
      this.urls.delete(oldest);
    }
  }

  lookup(id: string): string | undefined {
    return this.urls.get(id);
  }

  get size(): number {
    return this.urls.size;
  }
}

/**
 * The server's one index, shared by the news search, the headlines feed and the picture route
 * (process-wide: each route is bundled with its own copy of this module). Several instances
 * each keep their own; a picture asked of an instance that never served its article answers
 * 404 and the browser shows the placeholder.
 */
export const articlePictures = processWide('news-pictures', () => new PictureIndex());
