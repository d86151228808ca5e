import type { RawNewsItem } from './types';

/** The query parameters of the provider's search (spec 7), apart from the API key. */
export interface SearchParams {
  keywords: string;
  page_number: number;
  page_size: number;
  language: string;
  category?: string;
}

export interface SearchResponse {
  news: RawNewsItem[];
  news_count: number | null;
}

/** Anything that answers the provider's search: the Currents API or the bundled sample corpus. */
export interface NewsProvider {
  readonly sample: boolean;
  search(params: SearchParams): Promise<SearchResponse>;
}
