import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { pathOf } from '@/lib/navigation';

/** Posts on one page of the blog: three rows of three on a wide screen. */
export const POSTS_PER_PAGE = 9;

/** How many pages `count` posts fill (at least one: an empty blog still has its page). */
export const blogPageCount = (count: number) => Math.max(1, Math.ceil(count / POSTS_PER_PAGE));

/** The posts of page `page` (1-based). */
export const postsOfPage = <T>(posts: readonly T[], page: number) =>
  posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE);

/**
 * A page of the blog's address: /blog for the first, /blog/page/2 after it. A path, not a query,
 * so each page is kept and regenerated like any other page.
 */
export const blogPagePath = (locale: Locale, page: number) =>
  localizedPath(locale, page <= 1 ? pathOf('blog') : `${pathOf('blog')}/page/${page}`);

export const postPath = (locale: Locale, slug: string) => localizedPath(locale, `${pathOf('blog')}/${slug}`);

/** The slugs the blog's own addresses use, which no post may take. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['page', 'feed', 'feed-xml']);
