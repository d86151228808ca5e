// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  imageSizeFor,
  parsePlaceholderSize,
  pictureSrc,
  placeholderUrl,
  PRESENTATION_SIZES,
  presentationFor,
} from '@/lib/news/presentation';

describe('presentationFor', () => {
  it('makes index 0 featured, 1 to 3 thumbnails and the rest regular', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(presentationFor)).toEqual([
      'featured',
      'thumbnail',
      'thumbnail',
      'thumbnail',
      'regular',
      'regular',
      'regular',
    ]);
  });
});

describe('PRESENTATION_SIZES', () => {
  it('has the spec sizes', () => {
    expect(PRESENTATION_SIZES).toEqual({
      featured: { width: 800, height: 400 },
      thumbnail: { width: 200, height: 120 },
      regular: { width: 400, height: 225 },
    });
  });

  it('is what imageSizeFor returns by index', () => {
    expect(imageSizeFor(0)).toEqual({ width: 800, height: 400 });
    expect(imageSizeFor(2)).toEqual({ width: 200, height: 120 });
    expect(imageSizeFor(9)).toEqual({ width: 400, height: 225 });
  });

  it('names the placeholder URL after the size', () => {
    expect(placeholderUrl(PRESENTATION_SIZES.featured)).toBe('/api/placeholder/800x400');
  });
});

describe('parsePlaceholderSize', () => {
  it.each([
    ['800x400', { width: 800, height: 400 }],
    ['200x120', { width: 200, height: 120 }],
    ['16x16', { width: 16, height: 16 }],
    ['2000x2000', { width: 2000, height: 2000 }],
  ])('reads %s', (value, size) => {
    expect(parsePlaceholderSize(value)).toEqual(size);
  });

  it.each(['15x100', '100x15', '0x0'])('rejects the too small size %s', (value) => {
    expect(parsePlaceholderSize(value)).toBeNull();
  });

  it.each(['2001x100', '100x2001', '9999x9999', '12345x100'])('rejects the too big size %s', (value) => {
    expect(parsePlaceholderSize(value)).toBeNull();
  });

  it.each([
    '',
    '800',
    '800x',
    'x400',
    '800X400',
    '800*400',
    '-800x400',
    '800x400.5',
    ' 800x400',
    '800x400px',
    'abcxdef',
  ])('rejects the malformed value %j', (value) => {
    expect(parsePlaceholderSize(value)).toBeNull();
  });
});

describe('pictureSrc', () => {
  const regular = PRESENTATION_SIZES.regular;
  const article = (urlToImage: string, picturePath?: string) => ({ urlToImage, picturePath, imageSize: regular });
  /** The shape of a signed address; only the route can tell whether the signature is right. */
  const SIGNED = `/api/news/image/${Buffer.from('https://cdn.example.com/x.jpg').toString('base64url')}.${'s'.repeat(43)}`;

  it('keeps our own files as they are', () => {
    expect(pictureSrc(article('/news/river.jpg'))).toBe('/news/river.jpg');
    expect(pictureSrc(article('/api/placeholder/400x225'))).toBe('/api/placeholder/400x225');
  });

  it("sends a news site's picture through the signed address the server gave it", () => {
    expect(pictureSrc(article('https://cdn.example.com/x.jpg', SIGNED))).toBe(SIGNED);
    expect(pictureSrc(article('http://cdn.example.com/x.jpg', SIGNED))).toBe(SIGNED);
  });

  it('never gives the browser a third-party address', () => {
    for (const url of ['https://cdn.example.com/x.jpg', '//cdn.example.com/x.jpg', 'data:image/png;base64,AA', '']) {
      expect(pictureSrc(article(url))).toMatch(/^\/(?!\/)/);
      expect(pictureSrc(article(url, SIGNED))).toMatch(/^\/(?!\/)/);
    }
  });

  it('shows the placeholder without a signed address, or with one that is not of our picture route', () => {
    const url = 'https://cdn.example.com/x.jpg';
    expect(pictureSrc(article(url))).toBe('/api/placeholder/400x225');
    for (const path of [
      'https://cdn.example.com/x.jpg',
      '//cdn.example.com/x.jpg',
      '/api/news/image/article-id',
      `${SIGNED}/..`,
      SIGNED.replace('/api/news/image/', '/api/other/'),
      `/api/news/image/${'a'.repeat(2732)}.${'s'.repeat(43)}`,
    ]) {
      expect(pictureSrc(article(url, path))).toBe('/api/placeholder/400x225');
    }
    expect(pictureSrc(article('//cdn.example.com/x.jpg', SIGNED))).toBe('/api/placeholder/400x225');
  });

  it('draws a placeholder at the size asked for', () => {
    const featured = PRESENTATION_SIZES.featured;
    expect(pictureSrc(article('/api/placeholder/400x225'), featured)).toBe('/api/placeholder/800x400');
    expect(pictureSrc(article('https://cdn.example.com/x.jpg'), featured)).toBe('/api/placeholder/800x400');
  });
});
