import { DEFAULT_MOST_READ_COUNT, MOST_READ_LIMIT } from './constants';
import type { Article } from './types';

/** What this device has read: a view count per article and the most recently read ids, newest first. */
export interface ReadingRecord {
  views: Record<string, number>;
  mostRead: string[];
}

export const EMPTY_READING_RECORD: ReadingRecord = { views: {}, mostRead: [] };

/** Viewing an article counts one more view and moves it to the front of the most-read list (at most 20). */
export function withView(record: ReadingRecord, id: string): ReadingRecord {
  return {
    views: { ...record.views, [id]: (record.views[id] ?? 0) + 1 },
    mostRead: [id, ...record.mostRead.filter((x) => x !== id)].slice(0, MOST_READ_LIMIT),
  };
}

/** The most-read articles among those known (default 5): most views first, then most recently read. */
export function mostReadArticles(
  known: Article[],
  record: ReadingRecord,
  count: number = DEFAULT_MOST_READ_COUNT,
): Article[] {
  const byId = new Map(known.map((a) => [a.id, a]));
  return record.mostRead
    .map((id, recency) => ({ article: byId.get(id), views: record.views[id] ?? 0, recency }))
    .filter((x): x is { article: Article; views: number; recency: number } => x.article !== undefined)
    .sort((a, b) => b.views - a.views || a.recency - b.recency)
    .slice(0, count)
    .map((x) => x.article);
}

/** Articles opened on this device, newest first, kept so they can be read again offline (at most 20). */
export function withOpened(opened: Article[], article: Article): Article[] {
  return [article, ...opened.filter((a) => a.id !== article.id)].slice(0, MOST_READ_LIMIT);
}
