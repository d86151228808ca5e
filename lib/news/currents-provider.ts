import axios, { type AxiosInstance } from 'axios';
import { genericNewsError, messageField, NewsError, rateLimitError } from './errors';
import type { NewsProvider, SearchParams, SearchResponse } from './provider';
import type { RawNewsItem } from './types';

export interface CurrentsOptions {
  baseUrl: string;
  apiKey: string;
  /** A provider that does not answer within this time is a failure. */
  timeoutMs: number;
}

/** The Currents API: GET {base}/search. Owns the URL, the key and the error mapping. */
export function createCurrentsProvider({ baseUrl, apiKey, timeoutMs }: CurrentsOptions): NewsProvider {
  const http: AxiosInstance = axios.create({ baseURL: baseUrl.replace(/\/+$/, ''), timeout: timeoutMs });
  return {
    sample: false,
    async search(params: SearchParams): Promise<SearchResponse> {
      try {
        const { data } = await http.get<unknown>('/search', { params: { ...params, apiKey } });
        return readSearchResponse(data);
      } catch (error) {
        throw toNewsError(error);
      }
    },
  };
}

function readSearchResponse(data: unknown): SearchResponse {
  if (typeof data !== 'object' || data === null) throw genericNewsError();
  const body = data as { status?: unknown; news?: unknown; news_count?: unknown };
  if (body.status === 'error') throw new NewsError(messageField(body) ?? genericNewsError().message, 502);
  if (body.news !== undefined && !Array.isArray(body.news)) throw genericNewsError();
  const news = (body.news ?? []) as RawNewsItem[];
  const count = typeof body.news_count === 'number' && Number.isFinite(body.news_count) ? body.news_count : null;
  return { news, news_count: count };
}

export function toNewsError(error: unknown): NewsError {
  if (error instanceof NewsError) return error;
  if (axios.isAxiosError(error)) {
    if (error.response?.status === 429) return rateLimitError();
    const message = messageField(error.response?.data);
    if (message) return new NewsError(message, 502);
  }
  return genericNewsError();
}
