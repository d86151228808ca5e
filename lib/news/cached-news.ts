import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { serverEnv } from '@/lib/env/server';
import { newsService } from '@/lib/news';
import type { ReaderAddress } from './reader-address';
import { GENERIC_NEWS_ERROR } from './constants';
import { NewsError } from './errors';
import { isLatinQuery, loadLatinSearch } from './search';
import { topHeadlines } from './top-headlines';
import type { Article, NewsResult } from './types';

/** The tag of what the reader's pages cache: revalidating it has every page ask the news service again. */
export const NEWS_CACHE_TAG = 'news';
/** How long a last good copy (the provider failing) is served before the service is asked again. */
const STALE_COPY_SECONDS = 30;

/**
 * The cache life of a reader's answer: the news window (NEWS_CACHE_SECONDS); a last good copy
 * served while the provider fails only briefly, so that the next readers try again soon. The
 * service below keeps its own answers for the window in the shared store, which is what makes the
 * provider answer once per window across instances; this layer saves the page the work of asking.
 */
function newsCacheLife(stale: boolean): void {
  const seconds = stale ? STALE_COPY_SECONDS : serverEnv().NEWS_CACHE_SECONDS;
  cacheLife({ stale: seconds, revalidate: seconds, expire: seconds * 2 });
}

type ReaderPageAddress = Pick<ReaderAddress, 'category' | 'page' | 'district' | 'searchAll' | 'q'>;

/**
 * The service's answer, or its failure as a value: what crosses a cache's boundary is serialised,
 * and an error thrown there would reach the page without its message. A failure gets no cache
 * life at all, so it is never served again: the next reader asks anew.
 */
type NewsAnswer = { result: NewsResult } | { failure: { message: string; status: number } };

async function cachedNewsAnswer(shown: ReaderPageAddress): Promise<NewsAnswer> {
  'use cache';
  cacheTag(NEWS_CACHE_TAG);
  try {
    // A shared link with a Latin-letter search ("?q=kisan") renders its results on the server too.
    if (isLatinQuery(shown.q)) await loadLatinSearch();
    const result = shown.searchAll
      ? await newsService().searchNews(shown.q, shown.page)
      : await newsService().getNews({ category: shown.category, page: shown.page, district: shown.district !== '' });
    newsCacheLife(result.stale === true);
    return { result };
  } catch (error) {
    cacheLife({ stale: 0, revalidate: 0, expire: 0 });
    if (error instanceof NewsError) return { failure: { message: error.message, status: error.status } };
    console.error('News fetch failed', error);
    return { failure: { message: GENERIC_NEWS_ERROR, status: 502 } };
  }
}

/**
 * A page of articles as the reader's address names it: a category's page (the state's or the
 * district's), or all news searched. Throws the service's NewsError (a page past the last, the
 * provider failing with no copy).
 */
export async function cachedNewsPage(shown: ReaderPageAddress): Promise<NewsResult> {
  const answer = await cachedNewsAnswer({
    category: shown.category,
    page: shown.page,
    district: shown.district,
    searchAll: shown.searchAll,
    q: shown.q,
  });
  if ('failure' in answer) throw new NewsError(answer.failure.message, answer.failure.status);
  return answer.result;
}

/** The top headlines for the strip on the home page and above the reader (none when the feed fails). */
export async function cachedTopHeadlines(): Promise<Article[]> {
  'use cache';
  cacheTag(NEWS_CACHE_TAG);
  const headlines = await topHeadlines();
  newsCacheLife(headlines.length === 0);
  return headlines;
}
