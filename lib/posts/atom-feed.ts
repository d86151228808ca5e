import { XMLBuilder } from 'fast-xml-parser';
import type { Locale } from '@/lib/i18n/routing';
import { withoutForbiddenCharacters } from '@/lib/text/xml-characters';
import { blogPagePath, postPath } from './blog-pages';
import type { PublicPost } from './types';

/** Enough for a reader who checks weekly; older posts stay on the blog's pages. */
export const FEED_ENTRY_COUNT = 20;

export const feedPath = (locale: Locale) => `${blogPagePath(locale, 1)}/feed.xml`;

interface FeedInput {
  locale: Locale;
  siteUrl: string;
  /** The feed's title and subtitle, in its language. */
  title: string;
  subtitle: string;
  author: string;
  /** Published posts, newest first. */
  posts: readonly PublicPost[];
  /** When the feed was made, for an empty feed's `updated`. */
  now: Date;
}

const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).href;

/** Our own addresses in a body (pictures, pages) made absolute: a feed reader shows it elsewhere. */
const absoluteBody = (html: string, siteUrl: string) =>
  html.replace(
    /(\s(?:src|href)=")(\/(?!\/)[^"]*)"/g,
    (_, attribute: string, path: string) => `${attribute}${absolute(path, siteUrl)}"`,
  );

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  format: true,
  suppressEmptyNode: true,
});

/**
 * The blog as an Atom feed (RFC 4287) in one language: the newest posts with their summaries and
 * sanitised bodies. A post only in the other language says so with its entry's `xml:lang`.
 */
export function atomFeed({ locale, siteUrl, title, subtitle, author, posts, now }: FeedInput): string {
  const entries = posts.slice(0, FEED_ENTRY_COUNT);
  const updated = entries.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), '');
  const feed = {
    '?xml': { '@version': '1.0', '@encoding': 'utf-8' },
    feed: {
      '@xmlns': 'http://www.w3.org/2005/Atom',
      '@xml:lang': locale,
      id: absolute(feedPath(locale), siteUrl),
      title,
      subtitle,
      updated: updated || now.toISOString(),
      link: [
        { '@rel': 'self', '@type': 'application/atom+xml', '@href': absolute(feedPath(locale), siteUrl) },
        { '@rel': 'alternate', '@type': 'text/html', '@href': absolute(blogPagePath(locale, 1), siteUrl) },
      ],
      author: { name: author },
      entry: entries.map((post) => ({
        ...(post.language === locale ? {} : { '@xml:lang': post.language }),
        id: absolute(postPath(locale, post.slug), siteUrl),
        title: post.text.title,
        link: { '@rel': 'alternate', '@type': 'text/html', '@href': absolute(postPath(locale, post.slug), siteUrl) },
        published: post.publishedAt,
        updated: post.updatedAt,
        author: { name: post.author },
        ...(post.category ? { category: { '@term': post.category } } : {}),
        summary: post.text.description,
        content: { '@type': 'html', '#text': absoluteBody(post.text.body, siteUrl) },
      })),
    },
  };
  // Posts are stripped of these characters when saved; one stored before that (or written to the
  // database some other way) must still not make the whole feed unreadable.
  return withoutForbiddenCharacters(builder.build(feed) as string);
}
