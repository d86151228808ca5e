// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chooseEdition, type EditionRequest } from '@/lib/news/edition-request';

interface Visit {
  method?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

function request(address: string, { method = 'GET', headers = {}, cookies = {} }: Visit = {}): EditionRequest {
  const url = new URL(address, 'http://localhost');
  return {
    method,
    pathname: url.pathname,
    searchParams: url.searchParams,
    header: (name) => headers[name.toLowerCase()] ?? null,
    cookie: (name) => cookies[name],
  };
}

const edition = (category: string, page: number, layout = 'grid', saveData = false, district = false) => ({
  category,
  page,
  layout,
  saveData,
  district,
});
const PAGE = { route: 'page' };

describe("the proxy's choice of a kept edition", () => {
  it('answers /news and /hi/news with the category and page of the address', () => {
    expect(chooseEdition(request('/news'))).toEqual({ route: 'edition', locale: 'en', edition: edition('', 1) });
    expect(chooseEdition(request('/hi/news?category=sports&page=2'))).toEqual({
      route: 'edition',
      locale: 'hi',
      edition: edition('sports', 2),
    });
    expect(chooseEdition(request('/news?page=1&category=all'))).toEqual({
      route: 'edition',
      locale: 'en',
      edition: edition('', 1),
    });
    expect(chooseEdition(request('/news?page=5', { method: 'HEAD' }))).toMatchObject({ edition: edition('', 5) });
  });

  it("answers the district's edition, of a category and page too", () => {
    expect(chooseEdition(request('/hi/news?district=rohtas'))).toEqual({
      route: 'edition',
      locale: 'hi',
      edition: edition('', 1, 'grid', false, true),
    });
    expect(chooseEdition(request('/news?category=sports&district=rohtas&page=2'))).toMatchObject({
      edition: edition('sports', 2, 'grid', false, true),
    });
  });

  it("follows the reader's layout and save-data choice, and the browser's data saver", () => {
    const list = { reader_preferences: 'layout=list' };
    expect(chooseEdition(request('/news', { cookies: list }))).toMatchObject({ edition: edition('', 1, 'list') });
    expect(chooseEdition(request('/news', { headers: { 'save-data': 'on' } }))).toMatchObject({
      edition: edition('', 1, 'grid', true),
    });
    expect(
      chooseEdition(request('/news', { cookies: { save_data: 'off' }, headers: { 'save-data': 'on' } })),
    ).toMatchObject({ edition: edition('', 1, 'grid', false) });
    expect(chooseEdition(request('/news', { cookies: { save_data: 'on' } }))).toMatchObject({
      edition: edition('', 1, 'grid', true),
    });
  });

  it('leaves a reader who follows categories to the page rendered per request, which opens on the first one', () => {
    const follows = { reader_preferences: 'layout=grid&categories=sports,health' };
    expect(chooseEdition(request('/news', { cookies: follows }))).toEqual(PAGE);
    expect(chooseEdition(request('/news?category=health', { cookies: follows }))).toEqual(PAGE);
  });

  it('leaves every other query to the page rendered per request', () => {
    for (const address of [
      '/news?q=bihar',
      '/news?view=bookmarks',
      '/news?article=abc',
      '/news?district=Rohtas',
      '/news?district=patna',
      '/news?district=',
      '/news?district=rohtas&district=rohtas',
      '/news?district=rohtas&q=dhan',
      '/news?utm_source=x',
      '/news?_rsc=1',
      '/news?category=weather',
      '/news?category=',
      '/news?category=sports&category=health',
      '/news?page=6',
      '/news?page=0',
      '/news?page=01',
      '/news?page=-1',
      '/news?page=2.0',
      '/news?page=',
      '/news?page=1&page=2',
    ])
      expect(chooseEdition(request(address)), address).toEqual(PAGE);
  });

  it("leaves Next's own data requests and other methods to the page rendered per request", () => {
    expect(chooseEdition(request('/news', { headers: { rsc: '1' } }))).toEqual(PAGE);
    expect(chooseEdition(request('/news', { headers: { 'next-router-prefetch': '1' } }))).toEqual(PAGE);
    expect(chooseEdition(request('/news', { method: 'POST' }))).toEqual(PAGE);
  });

  it('has nothing to do with other pages', () => {
    for (const address of ['/', '/hi', '/nav/about', '/newsroom', '/news/other', '/hi/nav/news', '/en/news'])
      expect(chooseEdition(request(address)), address).toMatchObject({ route: 'page' });
  });

  it('sends a request for the internal path itself, in any spelling, to the 404 page of its language', () => {
    for (const address of [
      '/news/edition/all-1-grid-full',
      '/news/edition',
      '/news/edition/',
      '/news/%65dition/all-1-grid-full',
      '/news%2Fedition%2Fall-1-grid-full',
      '/news/edition/anything-at-all',
    ])
      expect(chooseEdition(request(address)), address).toEqual({ route: 'not-found', locale: 'en' });
    expect(chooseEdition(request('/hi/news/edition/all-1-grid-full'))).toEqual({ route: 'not-found', locale: 'hi' });
    expect(chooseEdition(request('/news/%E0%A4'))).toEqual({ route: 'not-found', locale: 'en' });
  });
});
