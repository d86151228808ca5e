// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DISTRICT_SLUG } from '@/lib/news/district-places';
import { readerParamsFromRecord, readerQueryString, readReaderParams } from '@/lib/news/reader-params';
import { siteConfig } from '@/lib/site-config';

const parse = (query: string) => readReaderParams(new URLSearchParams(query));

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
    expect(readerParamsFromRecord({ district: ['rohtas', 'patna'] }).district).toBe(DISTRICT_SLUG);
    expect(readerParamsFromRecord({ district: undefined }).district).toBe('');
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
