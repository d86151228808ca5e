import axios from 'axios';
import { GENERIC_NEWS_ERROR } from './constants';
import type { NewsQuery, NewsResult } from './types';

/** The browser's call to our own /api/news (the provider's key stays on the server). */
export async function requestNews(query: NewsQuery): Promise<NewsResult> {
  try {
    const { data } = await axios.get<NewsResult>('/api/news', { params: query, timeout: 15_000 });
    return data;
  } catch (error) {
    const body: unknown = axios.isAxiosError(error) ? error.response?.data : undefined;
    const message =
      typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
        ? (body as { error: string }).error
        : GENERIC_NEWS_ERROR;
    throw new Error(message);
  }
}
