import { imageSizeFor, placeholderUrl } from './presentation';
import type { Article, RawNewsItem } from './types';

const HTTP_URL = /^https?:\/\/[^/\s]/i;

/** An absolute http(s) URL, else ''. Protocol-relative and other schemes count as missing. */
export function httpUrlOrEmpty(value: string | null | undefined): string {
  const v = value?.trim() ?? '';
  return HTTP_URL.test(v) ? v : '';
}

/**
 * The article's picture: an http(s) URL, or a root-relative path to a file of this site (only
 * the bundled sample corpus has those). "None", "//host/…", data: and other schemes are missing.
 */
export function imageUrlOrEmpty(value: string | null | undefined): string {
  const v = value?.trim() ?? '';
  if (v.startsWith('/') && !v.startsWith('//')) return v;
  return httpUrlOrEmpty(v);
}

/** Reads "2019-08-04 14:22:08 +0000" as well as ISO strings; '' when unreadable. */
export function parsePublished(value: string | null | undefined): string {
  const v = value?.trim() ?? '';
  if (!v) return '';
  const provider = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-])(\d{2}):?(\d{2})$/.exec(v);
  const normalized = provider ? `${provider[1]}T${provider[2]}${provider[3]}${provider[4]}:${provider[5]}` : v;
  const time = Date.parse(normalized);
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}

const text = (value: string | null | undefined) => value?.trim() ?? '';

/**
 * One provider item as the reader's Article (spec 3); `index` is its place in the page and
 * `offset` the number of items on earlier pages. An item without id gets its index in the whole
 * list plus a timestamp: its publication time when known, so the id stays the same when the
 * page is fetched again (bookmarks and reading history keep working), else the time now.
 */
export function toArticle(item: RawNewsItem, index: number, now: number = Date.now(), offset = 0): Article {
  const imageSize = imageSizeFor(index);
  const published = parsePublished(item.published);
  return {
    id: text(item.id) || `${offset + index}-${published ? Date.parse(published) : now}`,
    title: text(item.title),
    description: text(item.description),
    link: httpUrlOrEmpty(item.url),
    publishedAt: published,
    source: { name: text(item.author) || text(item.source) || 'Unknown' },
    urlToImage: imageUrlOrEmpty(item.image) || placeholderUrl(imageSize),
    imageSize,
    category: item.category?.[0] ?? '',
  };
}

export function toArticles(items: RawNewsItem[], now: number = Date.now(), offset = 0): Article[] {
  return items.map((item, index) => toArticle(item, index, now, offset));
}
