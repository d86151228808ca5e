// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DISTRICT_SLUG } from '@/lib/news/district-places';
import { newsQuerySchema, parseQuery, readerAddressSchema } from '@/lib/news/query-schema';
import { readerAddressFromRecord, readerQueryString, readReaderAddress } from '@/lib/news/reader-address';
import { siteConfig } from '@/lib/site-config';

const parse = (query: string) => readReaderAddress(new URLSearchParams(query));

describe('the district in the reader URL', () => {
  it('is the district written in lower case', () => {
    expect(DISTRICT_SLUG).toBe(siteConfig.district.toLowerCase());
  });

  it('is off by default', () => {
    expect(parse('').district).toBe('');
    expect(readerQueryString(parse(''))).toBe('');
  });

  it.each(['district=rohtas', 'district=Rohtas', 'district=ROHTAS'])('is read from %s', (query) => {
    expect(parse(query).district).toBe(DISTRICT_SLUG);
  });

  it.each([
    'district=patna',
    'district=',
    'district=rohtasgarh',
    'district=%E0%A4%B0%E0%A5%8B%E0%A4%B9%E0%A4%A4%E0%A4%BE%E0%A4%B8',
  ])('is ignored when it names another place: %s', (query) => {
    expect(parse(query).district).toBe('');
  });

  it('keeps the other parameters beside it', () => {
    const params = parse('district=rohtas&category=sports&page=2&q=खेल&view=bookmarks&article=a1');
    expect(params).toEqual({
      category: 'sports',
      page: 2,
      q: 'खेल',
      view: 'bookmarks',
      article: 'a1',
      district: DISTRICT_SLUG,
      searchAll: false,
    });
    expect(parse(readerQueryString(params).slice(1))).toEqual(params);
  });

  it('is written to the query string, and left out when off', () => {
    expect(readerQueryString({ ...parse(''), district: DISTRICT_SLUG })).toBe(`?district=${DISTRICT_SLUG}`);
    expect(readerQueryString({ ...parse('district=rohtas&page=3'), district: '' })).toBe('?page=3');
  });

  it('is read from Next searchParams, the first of repeated values', () => {
    expect(readerAddressFromRecord({ district: ['rohtas', 'patna'] }).district).toBe(DISTRICT_SLUG);
    expect(readerAddressFromRecord({ district: undefined }).district).toBe('');
  });
});

describe('searching all news in the reader URL', () => {
  it('is search=all beside a query, and round-trips', () => {
    const params = parse('q=kisan&search=all&page=2');
    expect(params).toMatchObject({ q: 'kisan', searchAll: true, page: 2 });
    expect(readerQueryString(params)).toBe('?page=2&q=kisan&search=all');
  });

  it('means nothing without a query, or with another value', () => {
    expect(parse('search=all').searchAll).toBe(false);
    expect(parse('q=%20&search=all').searchAll).toBe(false);
    expect(parse('q=kisan&search=page').searchAll).toBe(false);
    expect(readerQueryString({ ...parse(''), searchAll: true })).toBe('');
  });
});

describe('one schema for the address, read by the page and by /api/news', () => {
  it.each([
    ['page=abc&category=sports', { page: 1, category: 'sports' }],
    ['page=2&category=Sports', { page: 2, category: '' }],
    ['page=1e3&district=rohtas', { page: 1, district: DISTRICT_SLUG }],
    ['view=grid&q=kisan', { view: 'all', q: 'kisan' }],
    ['category=all&page=3', { category: '', page: 3 }],
  ])('reads each refused field of %s as its default and keeps the rest', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it.each([
    ['page=abc', 'page', 'page must be a whole number from 1'],
    ['category=Sports', 'category', 'category must be one of:'],
    ['district=patna', 'district', 'district must be rohtas'],
    ['view=grid', 'view', 'view must be all or bookmarks'],
    ['search=page', 'search', 'search must be all'],
  ])('refuses %s in the API, naming %s', (query, field, message) => {
    const result = readerAddressSchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    expect(result.error?.issues[0]?.message).toContain(message);
    if (field in newsQuerySchema.shape) {
      const api = parseQuery(newsQuerySchema, new URLSearchParams(query));
      expect(api).toMatchObject({ ok: false, field });
    }
  });

  it('gives /api/news the same category, page and district fields as the page', () => {
    for (const key of ['category', 'page', 'district'] as const) {
      expect(newsQuerySchema.shape[key]).toBe(readerAddressSchema.shape[key]);
    }
  });
});

describe('the page and the API read each field alike', () => {
  const samples = ['', 'all', 'sports', 'Sports', '0', '1', '2', '1e3', '-1', 'abc', 'rohtas', 'ROHTAS', 'bookmarks'];
  it.each(['category', 'page', 'view', 'district', 'search'] as const)('%s', (key) => {
    for (const raw of samples) {
      const query = key === 'search' ? `q=kisan&search=${raw}` : `${key}=${raw}`;
      const parsed = readerAddressSchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
      const read = parse(query);
      const fallback = readerAddressSchema.parse({});
      if (key === 'search') {
        expect(read.searchAll).toBe(parsed.success ? parsed.data.search : fallback.search);
      } else {
        expect(read[key]).toBe(parsed.success ? parsed.data[key] : fallback[key]);
      }
    }
  });
});
