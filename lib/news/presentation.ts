import type { Article, ImageSize } from './types';

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

/** The longest picture URL an address carries, in UTF-8 bytes; a longer one shows the placeholder. */
export const MAX_PICTURE_URL_BYTES = 2048;

/**
 * What the last part of a picture address looks like: the picture's URL and its HMAC-SHA256 (32
 * bytes), each in base64url, joined by a dot (lib/news/picture-address.ts makes and checks them).
 * 2048 bytes are at most 2731 characters, so a token is bounded at 2775.
 */
export const PICTURE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,2731}\.[A-Za-z0-9_-]{43}$/;
export const MAX_PICTURE_TOKEN_LENGTH = 2731 + 1 + 43;

/** True for a path of our picture route with a token of the right shape (the route checks its signature). */
export function isPictureAddress(path: string | undefined): path is string {
  const prefix = `${ARTICLE_PICTURE_PATH}/`;
  return !!path && path.startsWith(prefix) && PICTURE_TOKEN_PATTERN.test(path.slice(prefix.length));
}

/**
 * The address the browser loads an article's picture from. Our own files (the sample pictures,
 * the placeholder) stay as they are; a news site's picture goes through our picture route, at the
 * signed address the server gave the article (it cannot be made here: this runs in the browser
 * too, without the key), so the reader's browser never contacts that site. Without one (an article
 * kept on the device from before signed addresses) a placeholder is drawn at `size`.
 */
export function pictureSrc(
  article: Pick<Article, 'urlToImage' | 'imageSize' | 'picturePath'>,
  size: ImageSize = article.imageSize,
): string {
  const url = article.urlToImage;
  if (url.startsWith('/api/placeholder/')) return placeholderUrl(size);
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (/^https?:\/\//i.test(url) && isPictureAddress(article.picturePath)) return article.picturePath;
  return placeholderUrl(size);
}
