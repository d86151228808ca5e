import 'server-only';
import { revalidatePath } from 'next/cache';

/**
 * Has the pages that show posts rendered again on their next visit, on every instance: the blog
 * (its list, every post and the feeds, all under one layout) and the home page, in both
 * languages. The page cache (lib/page-cache/handler.mjs) keeps the revalidation in Redis, so an
 * instance that did not publish hears of it too.
 */
export async function refreshPublicPages(): Promise<void> {
  revalidatePath('/[locale]/blog', 'layout');
  revalidatePath('/[locale]', 'page');
}
