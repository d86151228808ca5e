/** Small RSS 2.0 feeds for the headline tests. */

export interface FeedItem {
  title: string;
  guid?: string;
  link?: string;
  description?: string;
  pubDate?: string;
  categories?: string[];
  image?: string;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function rssFeed(items: FeedItem[], channelTitle = 'बिहार समाचार'): string {
  const body = items
    .map(
      (item) => `    <item>
      <title>${escape(item.title)}</title>
      ${item.guid ? `<guid isPermaLink="false">${escape(item.guid)}</guid>` : ''}
      ${item.link ? `<link>${escape(item.link)}</link>` : ''}
      ${item.description ? `<description><![CDATA[${item.description}]]></description>` : ''}
      ${item.pubDate ? `<pubDate>${item.pubDate}</pubDate>` : ''}
      ${(item.categories ?? []).map((c) => `<category>${escape(c)}</category>`).join('')}
      ${item.image ? `<enclosure url="${escape(item.image)}" type="image/jpeg" length="0"/>` : ''}
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escape(channelTitle)}</title>
    <link>https://feed.example.com/</link>
    <description>मुख्य समाचार</description>
${body}
  </channel>
</rss>`;
}

/** `n` headlines h-1 … h-n; every third one is 'sports', the rest 'regional'. */
export function numberedFeed(n: number): string {
  return rssFeed(
    Array.from({ length: n }, (_, i) => ({
      title: `मुख्य समाचार ${i + 1}`,
      guid: `h-${i + 1}`,
      link: `https://feed.example.com/h-${i + 1}`,
      description: `विवरण ${i + 1}`,
      pubDate: 'Fri, 15 Mar 2024 08:30:00 +0000',
      categories: [(i + 1) % 3 === 0 ? 'sports' : 'regional'],
    })),
  );
}
