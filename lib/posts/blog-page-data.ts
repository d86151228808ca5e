import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { blogPageCount, postsOfPage } from './blog-pages';
import { publishedPosts } from './public-posts';
import type { PublicPost } from './types';

/** Published posts, or null when the database could not be read (the page then says so). */
export async function postsOrNull(locale: Locale): Promise<PublicPost[] | null> {
  try {
    return await publishedPosts(locale);
  } catch (error) {
    console.error('Posts could not be read', error instanceof Error ? error.message : error);
    return null;
  }
}

/** One page of the blog: its posts and how many pages there are; null posts when unreadable. */
export async function blogPage(locale: Locale, page: number) {
  const posts = await postsOrNull(locale);
  return {
    posts: posts && postsOfPage(posts, page),
    pageCount: posts ? blogPageCount(posts.length) : page,
  };
}
