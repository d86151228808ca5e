import type { ImageSize } from './types';

/** Picture size by place in the list: the first article featured, the next three as thumbnails, the rest regular. */
export type Presentation = 'featured' | 'thumbnail' | 'regular';

export const PRESENTATION_SIZES: Record<Presentation, ImageSize> = {
  featured: { width: 800, height: 400 },
  thumbnail: { width: 200, height: 120 },
  regular: { width: 400, height: 225 },
};

export function presentationFor(index: number): Presentation {
  if (index === 0) return 'featured';
  if (index >= 1 && index <= 3) return 'thumbnail';
  return 'regular';
}

export const imageSizeFor = (index: number): ImageSize => PRESENTATION_SIZES[presentationFor(index)];

/** The locally generated grey "News" picture at a given size. */
export const placeholderUrl = ({ width, height }: ImageSize): string => `/api/placeholder/${width}x${height}`;

export const PLACEHOLDER_LIMITS = { minSide: 16, maxSide: 2000 } as const;

export function parsePlaceholderSize(value: string): ImageSize | null {
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(value);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const ok = (n: number) => n >= PLACEHOLDER_LIMITS.minSide && n <= PLACEHOLDER_LIMITS.maxSide;
  return ok(width) && ok(height) ? { width, height } : null;
}

/** The route that serves an article's picture from a news site, fetched by our server. */
export const ARTICLE_PICTURE_PATH = '/api/news/image';

/**
 * What an article id may look like in the picture route: provider ids (UUIDs), our generated
 * "index-timestamp" ids and RSS guids (often URLs) all fit.
 */
export const PICTURE_ID_PATTERN = /^[A-Za-z0-9._~:/?#@!$&'()*+,;=%-]{1,256}$/;

/**
 * The address the browser loads an article's picture from. Our own files (the sample pictures,
 * the placeholder) stay as they are; a news site's picture goes through our picture route, so the
 * reader's browser never contacts that site. A placeholder is drawn at `size`.
 */
export function pictureSrc(
  article: { id: string; urlToImage: string; imageSize: ImageSize },
  size: ImageSize = article.imageSize,
): string {
  const url = article.urlToImage;
  if (url.startsWith('/api/placeholder/')) return placeholderUrl(size);
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (/^https?:\/\//i.test(url) && PICTURE_ID_PATTERN.test(article.id)) {
    return `${ARTICLE_PICTURE_PATH}/${encodeURIComponent(article.id)}`;
  }
  return placeholderUrl(size);
}
