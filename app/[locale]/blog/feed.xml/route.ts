import { getContent } from '@/lib/content';
import { localeStaticParams, type LocaleParams } from '@/lib/i18n/page-locale';
import { atomFeed } from '@/lib/posts/atom-feed';
import { postsFileResponse } from '@/lib/posts/posts-file-response';
import { siteUrl } from '@/lib/seo/metadata';
import { siteNames } from '@/lib/site-names';

// Answered for each request from the cached posts (lib/posts/public-posts.ts): /blog/feed.xml and /hi/blog/feed.xml.

export const generateStaticParams = localeStaticParams;
export const dynamicParams = false;
export const dynamic = 'force-dynamic';

/** GET /blog/feed.xml, /hi/blog/feed.xml → the blog as an Atom feed in that language. */
export function GET(_request: Request, { params }: LocaleParams) {
  return postsFileResponse(params, 'application/atom+xml; charset=utf-8', (posts, locale) => {
    const { title, description } = getContent(locale).blog;
    const { name } = siteNames(locale);
    return atomFeed({
      locale,
      siteUrl,
      title: `${title} | ${name}`,
      subtitle: description,
      author: name,
      posts,
      now: new Date(),
    });
  });
}
