import { NewsError } from '@/lib/news/errors';
import type { NewsProvider, SearchParams, SearchResponse } from '@/lib/news/provider';
import type { RawNewsItem } from '@/lib/news/types';
import { fixtureItems } from './fixtures';

/** A NewsProvider that answers from a list in memory, counts its calls and can be told to fail. */
export interface StubProvider extends NewsProvider {
  calls: SearchParams[];
  /** The next calls throw this (until set back to null). */
  failWith: Error | null;
  /** The next count requests (and only they) throw this. */
  failCountWith: Error | null;
  items: RawNewsItem[];
  /** Answers without news_count, like a provider that does not count. */
  withoutCount: boolean;
  /** When set, each call waits for this promise before answering. */
  gate: Promise<void> | null;
}

export function createStubProvider(items: RawNewsItem[] = fixtureItems): StubProvider {
  const stub: StubProvider = {
    sample: false,
    calls: [],
    failWith: null,
    failCountWith: null,
    items,
    withoutCount: false,
    gate: null,
    async search(params: SearchParams): Promise<SearchResponse> {
      stub.calls.push(params);
      if (stub.gate) await stub.gate;
      if (stub.failWith) throw stub.failWith;
      if (stub.failCountWith && isCountCall(params)) throw stub.failCountWith;
      const start = (params.page_number - 1) * params.page_size;
      const news = stub.items.slice(start, start + params.page_size);
      return { news, news_count: stub.withoutCount ? null : stub.items.length };
    },
  };
  return stub;
}

/** The service's count request asks for a page of one; no page the site shows is that small. */
export const isCountCall = (params: SearchParams) => params.page_size === 1;

export const rateLimited = () => new NewsError('Rate limit exceeded. Please try again later.', 429);
