// @vitest-environment node
import Parser from 'rss-parser';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { forbiddenCharacters } from '../text/forbidden-characters';
import { atomFeed, FEED_ENTRY_COUNT } from '@/lib/posts/atom-feed';
import type { PublicPost } from '@/lib/posts/types';

const SITE = 'https://rohtasyuva.example';
const post = (n: number, over: Partial<PublicPost> = {}): PublicPost => ({
  id: `post${n}`,
  slug: `post-${n}`,
  kind: 'blog',
  category: 'sports',
  language: 'hi',
  text: {
    title: `पोस्ट ${n} & "उद्धरण" <b>`,
    description: `सारांश ${n}`,
    body: `<p>नमस्ते</p><img src="/api/pictures/0123456789abcdef0123456789abcdef.jpg" alt="टीम"><a href="/nav/about">हम</a>`,
  },
  author: 'प्रिया कुमारी',
  publishedAt: `2026-11-${String(n).padStart(2, '0')}T04:30:00.000Z`,
  updatedAt: `2026-11-${String(n).padStart(2, '0')}T05:30:00.000Z`,
  readingMinutes: 1,
  ...over,
});
const parse = (xml: string) => new Parser().parseString(xml);
const feedOf = (posts: PublicPost[]) =>
  atomFeed({
    locale: 'hi',
    siteUrl: SITE,
    title: 'ब्लॉग',
    subtitle: 'कहानियाँ',
    author: 'रोहतास युवा फ़ाउंडेशन',
    posts,
    now: new Date('2026-11-26T00:00:00Z'),
  });

describe('the blog’s Atom feed', () => {
  it('is read by a feed parser: title, links, publication dates, authors, summaries and bodies', async () => {
    const feed = await parse(feedOf([post(3), post(2)]));
    expect(feed.title).toBe('ब्लॉग');
    expect(feed.feedUrl).toBe(`${SITE}/hi/blog/feed.xml`);
    expect(feed.link).toBe(`${SITE}/hi/blog`);
    expect(feed.items.map((item) => [item.title, item.link, item.isoDate, item.author])).toEqual([
      ['पोस्ट 3 & "उद्धरण" <b>', `${SITE}/hi/blog/post-3`, '2026-11-03T04:30:00.000Z', 'प्रिया कुमारी'],
      ['पोस्ट 2 & "उद्धरण" <b>', `${SITE}/hi/blog/post-2`, '2026-11-02T04:30:00.000Z', 'प्रिया कुमारी'],
    ]);
    expect(feed.items[0]?.summary).toBe('सारांश 3');
    // Our own addresses in the body are absolute, so a feed reader can show the picture.
    expect(feed.items[0]?.content).toContain(`src="${SITE}/api/pictures/0123456789abcdef0123456789abcdef.jpg"`);
    expect(feed.items[0]?.content).toContain(`href="${SITE}/nav/about"`);
  });

  it('is valid XML with its updated time the newest post’s, and an empty blog still a feed', async () => {
    const xml = feedOf([post(2), post(5)]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>/);
    expect(xml).toContain('<updated>2026-11-05T05:30:00.000Z</updated>');
    const empty = feedOf([]);
    expect((await parse(empty)).items).toEqual([]);
    expect(empty).toContain('<updated>2026-11-26T00:00:00.000Z</updated>');
  });

  it('marks an entry in the other language with its own xml:lang', () => {
    const xml = feedOf([post(1, { language: 'en', text: { title: 'Trials', description: 'd', body: '<p>x</p>' } })]);
    expect(xml).toContain('<entry xml:lang="en">');
  });

  it(`holds the newest ${FEED_ENTRY_COUNT} posts`, async () => {
    const posts = Array.from({ length: FEED_ENTRY_COUNT + 5 }, (_, i) => post(i + 1));
    expect((await parse(feedOf(posts))).items).toHaveLength(FEED_ENTRY_COUNT);
  });

  it('stays valid XML whatever a stored post holds: every forbidden character in every text is left out', async () => {
    const all = forbiddenCharacters.join('');
    const xml = feedOf([
      post(1, {
        author: `प्रिया${all}`,
        text: { title: `पोस्ट${all}1`, description: `सारांश${all}`, body: `<p>नमस्ते${all}</p>` },
      }),
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = await parse(xml);
    expect(feed.items[0]?.title).toBe('पोस्ट1');
    expect(feed.items[0]?.summary).toBe('सारांश');
    expect(feed.items[0]?.author).toBe('प्रिया');
    expect(feed.items[0]?.content).toContain('<p>नमस्ते</p>');
  });
});
