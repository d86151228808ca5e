import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cache } from 'react';
import { isBuildPhase } from '@/lib/env/build-phase.mjs';
import type { Locale } from '@/lib/i18n/routing';
import { readPostsNode } from './posts-database';
import { publicPost } from './public-post';
import { postsFrom } from './stored-post';
import type { Post, PublicPost } from './types';

/**
 * The posts node: from the database, or while `next build` prerenders (it has no database to
 * reach) from the demo seed, which holds the foundation's first posts. Pages built that way are
 * rendered again from the database on their first revalidation.
 */
const storedPosts = cache(async (): Promise<Post[]> => {
  if (isBuildPhase()) {
    const seedFile = path.join(process.cwd(), 'lib/firebase/seed/database.seed.json');
    return postsFrom((JSON.parse(readFileSync(seedFile, 'utf8')) as { posts?: unknown }).posts);
  }
  return postsFrom(await readPostsNode());
});

/** Every published post in `locale` (or its other language), newest first. Throws when the database fails. */
export const publishedPosts = cache(async (locale: Locale): Promise<PublicPost[]> =>
  (await storedPosts())
    .flatMap((post) => publicPost(post, locale) ?? [])
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
);

export async function publishedPost(slug: string, locale: Locale): Promise<PublicPost | undefined> {
  return (await publishedPosts(locale)).find((post) => post.slug === slug);
}
