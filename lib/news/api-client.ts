import { GENERIC_NEWS_ERROR } from './constants';
import type { NewsQuery, NewsResult } from './types';

const TIMEOUT_MS = 15_000;

/**
 * The browser's call to our own /api/news (the provider's key stays on the server). Plain
 * fetch rather than axios here: it keeps about 13 KiB of script off the reader's first load.
 */
/** `signal` lets a newer request cancel this one; a request also gives up after 15 s. */
export async function requestNews(query: NewsQuery & { district?: string }, signal?: AbortSignal): Promise<NewsResult> {
  const params = new URLSearchParams({
    category: query.category,
    page: String(query.page),
    limit: String(query.limit),
  });
  if (query.district) params.set('district', query.district);
  return requestJson(`/api/news?${params.toString()}`, signal);
}

/** A page of all news for a query: /api/news/search. */
export async function requestSearch(query: string, page: number, signal?: AbortSignal): Promise<NewsResult> {
  const params = new URLSearchParams({ q: query, page: String(page) });
  return requestJson(`/api/news/search?${params.toString()}`, signal);
}

async function requestJson(path: string, signal?: AbortSignal): Promise<NewsResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]) : AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new Error(GENERIC_NEWS_ERROR);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    throw new Error(typeof message === 'string' && message ? message : GENERIC_NEWS_ERROR);
  }
  return body as NewsResult;
}
