// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { httpUrlOrEmpty, imageUrlOrEmpty, parsePublished, toArticle, toArticles } from '@/lib/news/transform';
import type { RawNewsItem } from '@/lib/news/types';

const NOW = 1_700_000_000_000;

const item = (overrides: Partial<RawNewsItem> = {}): RawNewsItem => ({
  id: 'a-1',
  title: 'पटना में बारिश',
  description: 'शहर में भारी बारिश हुई।',
  url: 'https://news.example.com/a-1',
  published: '2024-03-15T09:30:00Z',
  author: 'रमेश कुमार',
  source: 'दैनिक समाचार',
  image: 'https://images.example.com/a-1.jpg',
  category: ['regional'],
  ...overrides,
});

describe('toArticle: id', () => {
  it('keeps the source id', () => {
    expect(toArticle(item({ id: 'abc' }), 3, NOW).id).toBe('abc');
  });

  const PUBLISHED = Date.parse('2024-03-15T09:30:00Z');

  it('uses the index plus the publication timestamp when the source has no id (missing, null or blank)', () => {
    expect(toArticle(item({ id: undefined }), 0, NOW).id).toBe(`0-${PUBLISHED}`);
    expect(toArticle(item({ id: null }), 7, NOW).id).toBe(`7-${PUBLISHED}`);
    expect(toArticle(item({ id: '  ' }), 2, NOW).id).toBe(`2-${PUBLISHED}`);
  });

  it('falls back to the time now when the publication time is unknown', () => {
    expect(toArticle(item({ id: null, published: 'yesterday' }), 3, NOW).id).toBe(`3-${NOW}`);
  });

  it('counts the index across pages, so ids stay distinct and stable when refetched', () => {
    const articles = toArticles([item({ id: null }), item({ id: null })], NOW);
    expect(articles.map((a) => a.id)).toEqual([`0-${PUBLISHED}`, `1-${PUBLISHED}`]);
    const page3 = toArticles([item({ id: null })], NOW + 5000, 40);
    expect(page3[0]?.id).toBe(`40-${PUBLISHED}`);
    expect(toArticles([item({ id: null })], NOW + 99_000, 40)[0]?.id).toBe(page3[0]?.id);
  });
});

describe('httpUrlOrEmpty / link', () => {
  it.each([
    ['https://news.example.com/x', 'https://news.example.com/x'],
    ['http://news.example.com/x', 'http://news.example.com/x'],
    ['  https://news.example.com/x  ', 'https://news.example.com/x'],
    ['HTTPS://NEWS.EXAMPLE.COM/', 'HTTPS://NEWS.EXAMPLE.COM/'],
  ])('keeps the http(s) URL %j', (input, expected) => {
    expect(httpUrlOrEmpty(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    '//news.example.com/x',
    '/relative/path',
    'ftp://example.com/file',
    'https://',
    'None',
    '',
  ])('turns %j into an empty link', (input) => {
    expect(httpUrlOrEmpty(input)).toBe('');
  });

  it('handles null and undefined', () => {
    expect(httpUrlOrEmpty(null)).toBe('');
    expect(httpUrlOrEmpty(undefined)).toBe('');
  });

  it('sets link only for http(s) source urls', () => {
    expect(toArticle(item({ url: 'javascript:alert(1)' }), 0, NOW).link).toBe('');
    expect(toArticle(item({ url: 'https://news.example.com/ok' }), 0, NOW).link).toBe('https://news.example.com/ok');
  });
});

describe('parsePublished / publishedAt', () => {
  it('reads the provider format "2019-08-04 14:22:08 +0000"', () => {
    expect(parsePublished('2019-08-04 14:22:08 +0000')).toBe('2019-08-04T14:22:08.000Z');
  });

  it('applies the offset of the provider format', () => {
    expect(parsePublished('2019-08-04 14:22:08 +0530')).toBe('2019-08-04T08:52:08.000Z');
    expect(parsePublished('2019-08-04 14:22:08 -02:00')).toBe('2019-08-04T16:22:08.000Z');
  });

  it('reads ISO strings', () => {
    expect(parsePublished('2024-03-15T09:30:00Z')).toBe('2024-03-15T09:30:00.000Z');
    expect(parsePublished('2024-03-14T18:45:00+05:30')).toBe('2024-03-14T13:15:00.000Z');
    expect(parsePublished('2024-03-15T09:30:00.123Z')).toBe('2024-03-15T09:30:00.123Z');
  });

  it('gives an empty string for missing or unreadable dates', () => {
    expect(parsePublished(undefined)).toBe('');
    expect(parsePublished(null)).toBe('');
    expect(parsePublished('')).toBe('');
    expect(parsePublished('कल शाम')).toBe('');
  });

  it('fills publishedAt from the source published value', () => {
    expect(toArticle(item({ published: '2019-08-04 14:22:08 +0000' }), 0, NOW).publishedAt).toBe(
      '2019-08-04T14:22:08.000Z',
    );
  });
});

describe('source.name', () => {
  it('is the author when there is one', () => {
    expect(toArticle(item({ author: 'सीमा देवी', source: 'कृषि जागरण' }), 0, NOW).source).toEqual({
      name: 'सीमा देवी',
    });
  });

  it('falls back to the source when the author is null or blank', () => {
    expect(toArticle(item({ author: null, source: 'पटना टाइम्स' }), 0, NOW).source.name).toBe('पटना टाइम्स');
    expect(toArticle(item({ author: ' ', source: 'पटना टाइम्स' }), 0, NOW).source.name).toBe('पटना टाइम्स');
  });

  it("is 'Unknown' without author and source", () => {
    expect(toArticle(item({ author: null, source: null }), 0, NOW).source.name).toBe('Unknown');
    expect(toArticle(item({ author: undefined, source: '' }), 0, NOW).source.name).toBe('Unknown');
  });
});

describe('urlToImage and imageSize', () => {
  it('keeps an http(s) image', () => {
    expect(toArticle(item({ image: 'http://images.example.com/k.jpg' }), 5, NOW).urlToImage).toBe(
      'http://images.example.com/k.jpg',
    );
    expect(toArticle(item({ image: 'https://images.example.com/k.jpg' }), 5, NOW).urlToImage).toBe(
      'https://images.example.com/k.jpg',
    );
  });

  it.each([
    [0, '/api/placeholder/800x400', { width: 800, height: 400 }],
    [1, '/api/placeholder/200x120', { width: 200, height: 120 }],
    [2, '/api/placeholder/200x120', { width: 200, height: 120 }],
    [3, '/api/placeholder/200x120', { width: 200, height: 120 }],
    [4, '/api/placeholder/400x225', { width: 400, height: 225 }],
    [19, '/api/placeholder/400x225', { width: 400, height: 225 }],
  ])('at index %i a missing image becomes %s', (index, placeholder, size) => {
    const article = toArticle(item({ image: null }), index, NOW);
    expect(article.urlToImage).toBe(placeholder);
    expect(article.imageSize).toEqual(size);
  });

  it.each(['None', '//cdn.example.com/x.jpg', 'data:image/png;base64,iVBORw0KGgo=', 'javascript:alert(1)', '', '   '])(
    'treats the image %j as missing',
    (image) => {
      expect(imageUrlOrEmpty(image)).toBe('');
      expect(toArticle(item({ image }), 4, NOW).urlToImage).toBe('/api/placeholder/400x225');
    },
  );

  it('keeps a root-relative path of this site (sample corpus) but not a protocol-relative one', () => {
    expect(imageUrlOrEmpty('/news-images/patna.jpg')).toBe('/news-images/patna.jpg');
    expect(imageUrlOrEmpty('//cdn.example.com/x.jpg')).toBe('');
  });

  it('gives the image size by index even when the image is present', () => {
    expect(toArticle(item(), 0, NOW).imageSize).toEqual({ width: 800, height: 400 });
    expect(toArticle(item(), 3, NOW).imageSize).toEqual({ width: 200, height: 120 });
    expect(toArticle(item(), 4, NOW).imageSize).toEqual({ width: 400, height: 225 });
  });
});

describe('category', () => {
  it('is the first category of the source item', () => {
    expect(toArticle(item({ category: ['education', 'jobs'] }), 0, NOW).category).toBe('education');
  });

  it('is empty for an empty, null or missing category array', () => {
    expect(toArticle(item({ category: [] }), 0, NOW).category).toBe('');
    expect(toArticle(item({ category: null }), 0, NOW).category).toBe('');
    expect(toArticle(item({ category: undefined }), 0, NOW).category).toBe('');
  });
});

describe('toArticle: text fields', () => {
  it('trims title and description and turns missing ones into empty strings', () => {
    const article = toArticle(item({ title: '  शीर्षक  ', description: null }), 0, NOW);
    expect(article.title).toBe('शीर्षक');
    expect(article.description).toBe('');
  });

  it('produces exactly the Article fields', () => {
    expect(Object.keys(toArticle(item(), 0, NOW)).sort()).toEqual(
      ['category', 'description', 'id', 'imageSize', 'link', 'publishedAt', 'source', 'title', 'urlToImage'].sort(),
    );
  });
});
