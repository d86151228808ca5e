import 'server-only';
import { revalidateTag } from 'next/cache';
import { POSTS_CACHE_TAG } from './public-posts';

/**
 * Has every page that shows posts (the blog, its feeds and calendar, the home page, in both
 * languages) read them afresh on its next visit, on every instance: the cache handler keeps the
 * tag's mark in Redis (lib/use-cache/handler.mjs). Expired at once, not served stale: the person
 * who published expects to see it.
 */
export async function refreshPublicPages(): Promise<void> {
  revalidateTag(POSTS_CACHE_TAG, { expire: 0 });
}
