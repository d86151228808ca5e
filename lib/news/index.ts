import 'server-only';
import { newsEnv } from './config';
import { createCurrentsProvider } from './currents-provider';
import { createHeadlinesSource, type HeadlinesSource } from './headlines';
import { createSampleProvider } from './sample-provider';
import { createNewsService, type NewsService } from './service';

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
    service = createNewsService({ provider, keyword: env.NEWS_KEYWORD, cacheMs: env.NEWS_CACHE_SECONDS * 1000 });
  }
  return service;
}

export function headlinesSource(): HeadlinesSource {
  if (!headlines) {
    const env = newsEnv();
    headlines = createHeadlinesSource({
      rssUrl: env.NEWS_RSS_URL,
      timeoutMs: env.NEWS_TIMEOUT_MS,
      cacheMs: env.NEWS_CACHE_SECONDS * 1000,
    });
  }
  return headlines;
}

export { NewsError } from './errors';
