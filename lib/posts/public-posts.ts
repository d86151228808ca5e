import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { readPostsNode } from './posts-database';
import { publicPost } from './public-post';
import { postsFrom } from './stored-post';
import type { Post, PublicPost } from './types';

/** The tag of the posts as the public pages read them: publishing or taking one down revalidates it. */
export const POSTS_CACHE_TAG = 'posts';

/**
 * The posts node from the database, cached for every page and instance until a post is published
 * or taken down (lib/posts/refresh-public-pages.ts), and at most five minutes, which only covers a
 * change made in the database by hand. A read that fails throws and is not cached.
 */
async function cachedPosts(): Promise<Post[]> {
  'use cache';
  cacheTag(POSTS_CACHE_TAG);
  cacheLife({ stale: 300, revalidate: 300, expire: 3600 });
  return postsFrom(await readPostsNode());
}

/** The same for the whole of one request. */
const storedPosts = cache(cachedPosts);

/** Every published post in `locale` (or its other language), newest first. Throws when the database fails. */
export const publishedPosts = cache(async (locale: Locale): Promise<PublicPost[]> =>
  (await storedPosts())
    .flatMap((post) => publicPost(post, locale) ?? [])
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
);

export async function publishedPost(slug: string, locale: Locale): Promise<PublicPost | undefined> {
  return (await publishedPosts(locale)).find((post) => post.slug === slug);
}
