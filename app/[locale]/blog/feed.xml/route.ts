import { getContent } from '@/lib/content';
import { localeStaticParams, routeLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { atomFeed } from '@/lib/posts/atom-feed';
import { postsOrNull } from '@/lib/posts/blog-page-data';
import { siteUrl } from '@/lib/seo/metadata';
import { siteNames } from '@/lib/site-names';

// Kept like the blog's pages, and rendered again with them when a post is published
// (lib/posts/refresh-public-pages.ts): /blog/feed.xml and /hi/blog/feed.xml.
export const revalidate = 300;
export const dynamicParams = false;

export const generateStaticParams = localeStaticParams;

/** GET /blog/feed.xml, /hi/blog/feed.xml → the blog as an Atom feed in that language. */
export async function GET(_request: Request, { params }: LocaleParams) {
  const locale = await routeLocale(params);
  if (!locale) return new Response('Not found', { status: 404 });
  const posts = await postsOrNull(locale);
  if (!posts)
    return new Response('Posts could not be read; try again soon.', { status: 503, headers: { 'Retry-After': '60' } });
  const { title, description } = getContent(locale).blog;
  const { name } = siteNames(locale);
  const xml = atomFeed({
    locale,
    siteUrl,
    title: `${title} | ${name}`,
    subtitle: description,
    author: name,
    posts,
    now: new Date(),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
