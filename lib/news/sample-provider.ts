import { siteConfig } from '@/lib/site-config';
import samples from './data/sample-news.json';
import { normalizeForSearch } from './search';
import type { NewsProvider, SearchParams, SearchResponse } from './provider';
import type { RawNewsItem } from './types';

const corpus = samples as RawNewsItem[];
// The corpus is all about the state, so searching for its name (in either script) finds all of it.
const stateNames = new Set([siteConfig.state, siteConfig.stateHi].map(normalizeForSearch));

function matchesKeywords(item: RawNewsItem, keywords: string): boolean {
  const wanted = normalizeForSearch(keywords);
  if (!wanted || stateNames.has(wanted)) return true;
  return normalizeForSearch(`${item.title ?? ''} ${item.description ?? ''}`).includes(wanted);
}

/**
 * The embedded default when no API key is configured: answers the provider's search from a
 * bundled corpus of sample Hindi articles, in the provider's own raw shape.
 */
export function createSampleProvider(items: RawNewsItem[] = corpus): NewsProvider {
  return {
    sample: true,
    async search({ keywords, page_number, page_size, category }: SearchParams): Promise<SearchResponse> {
      const matching = items.filter(
        (item) => matchesKeywords(item, keywords) && (!category || (item.category ?? []).includes(category)),
      );
      const start = (page_number - 1) * page_size;
      return { news: matching.slice(start, start + page_size), news_count: matching.length };
    },
  };
}
