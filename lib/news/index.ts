import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { openSharedStore } from '@/lib/shared-store';
import type { CachedAnswer } from './cache';
import { processLimiter } from '@/lib/rate-limit/process-limiter';
import { countRequest } from '@/lib/rate-limit/request-limiter';
import { SEARCHES_PER_WINDOW } from './all-news-search';
import { createCurrentsProvider } from './currents-provider';
import { createHeadlinesSource, type HeadlinesSource } from './headlines';
import { signedPicturePath, signedPictureUrl } from './picture-address';
import { pictureOnce } from './picture-cache';
import { fetchPicture, type Picture } from './picture-fetch';
import { createSampleProvider } from './sample-provider';
import { createNewsService, NEWS_STORE_BOUNDS, type NewsService } from './service';
import { httpUrlOrEmpty } from './transform';
import type { Article, NewsResult, RawNewsItem } from './types';

/**
 * The news module's entry point for the server. With NEWS_API_KEY it calls the Currents API;
 * without, the bundled sample corpus answers through the same transform, paging and cache.
 */
let service: NewsService | undefined;
let headlines: HeadlinesSource | undefined;

export function newsService(): NewsService {
  if (!service) {
    const env = serverEnv();
    const provider = env.NEWS_API_KEY
      ? createCurrentsProvider({
          baseUrl: env.NEWS_API_BASE_URL,
          apiKey: env.NEWS_API_KEY,
          timeoutMs: env.NEWS_TIMEOUT_MS,
        })
      : createSampleProvider();
    service = signingPictures(
      createNewsService({
        provider,
        keyword: env.NEWS_KEYWORD,
        cacheMs: env.NEWS_CACHE_SECONDS * 1000,
        timeoutMs: env.NEWS_TIMEOUT_MS,
        spendSearch: spendSearchBudget,
        stores: {
          pages: openSharedStore<CachedAnswer<NewsResult>>('news-pages', NEWS_STORE_BOUNDS.pages),
          counts: openSharedStore<CachedAnswer<number | null>>('news-counts', NEWS_STORE_BOUNDS.counts),
          districts: openSharedStore<CachedAnswer<Article[]>>('news-districts', NEWS_STORE_BOUNDS.districts),
        },
      }),
    );
  }
  return service;
}

export function headlinesSource(): HeadlinesSource {
  if (!headlines) {
    const env = serverEnv();
    const source = createHeadlinesSource({
      rssUrl: env.NEWS_RSS_URL,
      timeoutMs: env.NEWS_TIMEOUT_MS,
      cacheMs: env.NEWS_CACHE_SECONDS * 1000,
      store: openSharedStore<CachedAnswer<RawNewsItem[]>>('news-headlines', 4),
    });
    headlines = {
      ...source,
      async getHeadlines(query) {
        return withPictureAddresses(await source.getHeadlines(query));
      },
    };
  }
  return headlines;
}

/** Every answer's news site pictures get their signed address, which any instance can serve. */
function signingPictures(news: NewsService): NewsService {
  return {
    ...news,
    async getNews(query) {
      return withPictureAddresses(await news.getNews(query));
    },
    async searchNews(query, page) {
      return withPictureAddresses(await news.searchNews(query, page));
    },
  };
}

/**
 * One new provider search from the budget all readers share, counted across instances (Redis
 * with REDIS_URL) for a cache window. A limiter that cannot count lets the search through.
 */
async function spendSearchBudget(): Promise<boolean> {
  const limiter = processLimiter({
    name: 'news-provider-searches',
    points: SEARCHES_PER_WINDOW,
    durationSeconds: serverEnv().NEWS_CACHE_SECONDS,
  });
  try {
    return (await countRequest(limiter, 'all')).allowed;
  } catch (error) {
    console.error('Search budget unavailable', error instanceof Error ? error.message : error);
    return true;
  }
}

/**
 * Signed as the articles are handed out rather than kept so: the cached answers (shared by every
 * instance) hold the pictures' URLs only, and new objects leave the cached ones as they are.
 */
function withPictureAddresses<T extends { articles: Article[] }>(answer: T): T {
  return { ...answer, articles: answer.articles.map(withPictureAddress) };
}

function withPictureAddress(article: Article): Article {
  const url = httpUrlOrEmpty(article.urlToImage);
  const picturePath = url ? signedPicturePath(url) : null;
  return picturePath ? { ...article, picturePath } : article;
}

/**
 * The picture a signed address of the picture route stands for, fetched from its news site; null
 * when the token's signature is not ours. Throws PictureFetchError when the site fails or sends no
 * usable picture.
 */
export async function signedPicture(token: string): Promise<Picture | null> {
  const url = signedPictureUrl(token);
  if (!url) return null;
  const env = serverEnv();
  return pictureOnce(url, (address) =>
    fetchPicture(address, { timeoutMs: env.NEWS_TIMEOUT_MS, allowPrivateHosts: env.NEWS_IMAGE_ALLOW_PRIVATE_HOSTS }),
  );
}

export { NewsError } from './errors';
export { PictureFetchError } from './picture-fetch';
