import { XMLParser } from 'fast-xml-parser';
import type { RawNewsItem } from './types';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  cdataPropName: false,
  trimValues: true,
  processEntities: true,
  // Always arrays, so a feed with one item or one category reads the same as one with many.
  isArray: (name) => name === 'item' || name === 'category',
});

type Node = string | number | { '#text'?: string | number; '@_url'?: string } | undefined;

const textOf = (node: Node): string => {
  if (node === undefined) return '';
  if (typeof node === 'object') return String(node['#text'] ?? '');
  return String(node);
};

interface RssItem {
  title?: Node;
  link?: Node;
  description?: Node;
  pubDate?: Node;
  guid?: Node;
  author?: Node;
  category?: Node[];
  enclosure?: { '@_url'?: string };
}

/** RSS 2.0 items as raw news items, so the feed goes through the same transform as the provider. */
export function parseRss(xml: string): { items: RawNewsItem[]; channelTitle: string } {
  const doc = parser.parse(xml) as { rss?: { channel?: { title?: Node; item?: RssItem[] } } };
  const channel = doc.rss?.channel;
  if (!channel) throw new Error('Not an RSS 2.0 feed');
  const channelTitle = textOf(channel.title);
  const items = (channel.item ?? []).map((item): RawNewsItem => ({
    id: textOf(item.guid) || null,
    title: textOf(item.title),
    description: textOf(item.description),
    url: textOf(item.link),
    published: toIsoDate(textOf(item.pubDate)),
    author: textOf(item.author) || null,
    source: channelTitle || null,
    image: item.enclosure?.['@_url'] ?? null,
    category: (item.category ?? []).map(textOf).filter(Boolean),
  }));
  return { items, channelTitle };
}

/** RSS dates are RFC 822 ("Fri, 20 Nov 2026 08:30:00 +0000"). */
function toIsoDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}
