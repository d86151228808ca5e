import 'server-only';
import { openSharedStore } from '@/lib/shared-store';
import type { CachedAnswer } from './cache';
import { newsEnv } from './config';
import { createCurrentsProvider } from './currents-provider';
import { createHeadlinesSource, type HeadlinesSource } from './headlines';
import { pictureOnce } from './picture-cache';
import { fetchPicture, type Picture } from './picture-fetch';
import { articlePictures } from './pictures';
import { createSampleProvider } from './sample-provider';
import { createNewsService, NEWS_STORE_BOUNDS, type NewsService } from './service';
import type { NewsResult, RawNewsItem } from './types';

/**
 * The news module's entry point for the server. With NEWS_API_KEY it calls the Currents API;
 * without, the bundled sample corpus answers through the same transform, paging and cache.
 */
let service: NewsService | undefined;
let headlines: HeadlinesSource | undefined;

export function newsService(): NewsService {
  if (!service) {
    const env = newsEnv();
    const provider = env.NEWS_API_KEY
      ? createCurrentsProvider({
          baseUrl: env.NEWS_API_BASE_URL,
          apiKey: env.NEWS_API_KEY,
          timeoutMs: env.NEWS_TIMEOUT_MS,
        })
      : createSampleProvider();
    service = rememberingPictures(
      createNewsService({
        provider,
        keyword: env.NEWS_KEYWORD,
        cacheMs: env.NEWS_CACHE_SECONDS * 1000,
        stores: {
          pages: openSharedStore<CachedAnswer<NewsResult>>('news-pages', NEWS_STORE_BOUNDS.pages),
          counts: openSharedStore<CachedAnswer<number | null>>('news-counts', NEWS_STORE_BOUNDS.counts),
        },
      }),
    );
  }
  return service;
}

export function headlinesSource(): HeadlinesSource {
  if (!headlines) {
    const env = newsEnv();
    const source = createHeadlinesSource({
      rssUrl: env.NEWS_RSS_URL,
      timeoutMs: env.NEWS_TIMEOUT_MS,
      cacheMs: env.NEWS_CACHE_SECONDS * 1000,
      store: openSharedStore<CachedAnswer<RawNewsItem[]>>('news-headlines', 4),
    });
    headlines = {
      ...source,
      async getHeadlines(query) {
        const answer = await source.getHeadlines(query);
        articlePictures.remember(answer.articles);
        return answer;
      },
    };
  }
  return headlines;
}

/** Every answer's pictures are remembered, so the picture route can serve them by article id. */
function rememberingPictures(news: NewsService): NewsService {
  return {
    ...news,
    async getNews(query) {
      const result = await news.getNews(query);
      articlePictures.remember(result.articles);
      return result;
    },
  };
}

/**
 * The picture of an article this server handed out, fetched from its news site; null when the id
 * is not one of them. Throws PictureFetchError when the site fails or sends no usable picture.
 */
export async function articlePicture(id: string): Promise<Picture | null> {
  const url = articlePictures.lookup(id);
  if (!url) return null;
  const env = newsEnv();
  return pictureOnce(url, (address) =>
    fetchPicture(address, { timeoutMs: env.NEWS_TIMEOUT_MS, allowPrivateHosts: env.NEWS_IMAGE_ALLOW_PRIVATE_HOSTS }),
  );
}

export { NewsError } from './errors';
export { PictureFetchError } from './picture-fetch';
