import type { Messages } from '@/lib/i18n/messages';

type NewsMessages = Messages['News'];

/**
 * News texts that only the server renders: the reader page's title, description, heading,
 * introduction and sample notice, an article's way back to the list at its own address, and the
 * home page's preview. The browser's reader never asks
 * for them, so the page leaves them out of what it hands over.
 */
export const SERVER_ONLY_NEWS_KEYS = [
  'title',
  'description',
  'heading',
  'intro',
  'sampleNotice',
  'backToList',
  'previewHeading',
  'previewDistrict',
  'previewAll',
] as const;

type ServerOnlyKey = (typeof SERVER_ONLY_NEWS_KEYS)[number];

/** The News texts the browser's reader uses: all but the server-only ones. */
export function readerMessages(news: NewsMessages): Omit<NewsMessages, ServerOnlyKey> {
  const serverOnly = new Set<string>(SERVER_ONLY_NEWS_KEYS);
  return Object.fromEntries(Object.entries(news).filter(([key]) => !serverOnly.has(key))) as Omit<
    NewsMessages,
    ServerOnlyKey
  >;
}
