import { describe, expect, it } from 'vitest';
import {
  imageSizeFor,
  parsePlaceholderSize,
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
