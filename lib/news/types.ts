/** The news reader's shapes: the provider's raw items and our Article (spec 3). */

export interface RawNewsItem {
  id?: string | null;
  title?: string | null;
  description?: string | null;
  url?: string | null;
  published?: string | null;
  author?: string | null;
  source?: string | null;
  image?: string | null;
  language?: string | null;
  category?: string[] | null;
}

export interface ImageSize {
  width: number;
  height: number;
}

export interface Article {
  id: string;
  title: string;
  description: string;
  /** The source URL; empty when the provider's value is not http(s), and then never a link. */
  link: string;
  /** ISO 8601. */
  publishedAt: string;
  source: { name: string };
  urlToImage: string;
  imageSize: ImageSize;
  category: string;
  /**
   * A news site's picture only: our picture route's address for it, signed by the server that
   * handed the article out (lib/news/picture-address.ts), so any instance can serve it. Kept with
   * the article on the device; absent for our own files.
   */
  picturePath?: string;
}

export interface NewsPage {
  articles: Article[];
  totalResults: number;
  currentPage: number;
  totalPages: number;
  hasMore: boolean;
}

/** What /api/news answers: a page, marked stale when served from the last good copy. */
export interface NewsResult extends NewsPage {
  stale?: boolean;
  /** True when the articles come from the bundled sample corpus. */
  sample?: boolean;
}

export interface NewsQuery {
  category: string;
  page: number;
  limit: number;
}

export interface Headlines {
  articles: Article[];
  totalResults: number;
}
