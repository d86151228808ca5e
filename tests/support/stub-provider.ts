import { NewsError } from '@/lib/news/errors';
import type { NewsProvider, SearchParams, SearchResponse } from '@/lib/news/provider';
import type { RawNewsItem } from '@/lib/news/types';
import { fixtureItems } from './fixtures';

/** A NewsProvider that answers from a list in memory, counts its calls and can be told to fail. */
export interface StubProvider extends NewsProvider {
  calls: SearchParams[];
  /** The next calls throw this (until set back to null). */
  failWith: Error | null;
  items: RawNewsItem[];
  /** When set, each call waits for this promise before answering. */
  gate: Promise<void> | null;
}

export function createStubProvider(items: RawNewsItem[] = fixtureItems): StubProvider {
  const stub: StubProvider = {
    sample: false,
    calls: [],
    failWith: null,
    items,
    gate: null,
    async search(params: SearchParams): Promise<SearchResponse> {
      stub.calls.push(params);
      if (stub.gate) await stub.gate;
      if (stub.failWith) throw stub.failWith;
      const start = (params.page_number - 1) * params.page_size;
      return { news: stub.items.slice(start, start + params.page_size), news_count: stub.items.length };
    },
  };
  return stub;
}

export const rateLimited = () => new NewsError('Rate limit exceeded. Please try again later.', 429);
