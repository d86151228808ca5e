import { NotFoundView } from '@/components/content/not-found-view';
import { UNCACHED_PAGE_ATTRIBUTE } from '@/lib/security/uncached-page.mjs';

/**
 * A blog address with no post: not kept in the page cache, or every made-up address would take
 * a place there.
 */
export async function BlogNotFound() {
  return (
    <>
      <NotFoundView />
      <template {...{ [UNCACHED_PAGE_ATTRIBUTE]: '' }} />
    </>
  );
}
