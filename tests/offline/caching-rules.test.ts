// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cachePlan,
  isArticlePicture,
  isKeepablePage,
  offlinePageFor,
  offlinePages,
  readerPageKey,
  type RequestFacts,
} from '@/lib/offline/caching-rules';
import { keepPageMessage } from '@/lib/offline/worker-address';

const ORIGIN = 'https://rohtasyuva.org';

const navigation = (path: string, overrides: Partial<RequestFacts> = {}): RequestFacts => ({
  url: new URL(path, ORIGIN),
  method: 'GET',
  mode: 'navigate',
  accept: 'text/html,application/xhtml+xml',
  rsc: false,
  ...overrides,
});
const fetchOf = (path: string, overrides: Partial<RequestFacts> = {}): RequestFacts =>
  navigation(path, { mode: 'cors', accept: '*/*', ...overrides });
const planOf = (request: RequestFacts) => cachePlan(request, ORIGIN);

describe('which requests the service worker keeps, and how', () => {
  it('keeps the pages a reader opens, in both languages', () => {
    expect(planOf(navigation('/'))).toBe('page');
    expect(planOf(navigation('/hi'))).toBe('page');
    expect(planOf(navigation('/footer/disclaimer'))).toBe('page');
    expect(planOf(navigation('/hi/blog/some-post?ref=share'))).toBe('page');
  });

  it('keeps one reader page per language, whatever its query', () => {
    expect(planOf(navigation('/news'))).toBe('reader-page');
    expect(planOf(navigation('/news?article=abc&page=2'))).toBe('reader-page');
    expect(planOf(navigation('/hi/news?view=bookmarks'))).toBe('reader-page');
    // Only the reader itself: a sample picture under /news/ is no page.
    expect(planOf(navigation('/newsletter'))).toBe('page');
  });

  it('never keeps the team pages', () => {
    expect(planOf(navigation('/nav/admin-login-page'))).toBe('team-page');
    expect(planOf(navigation('/hi/nav/admin-login-page'))).toBe('team-page');
    expect(planOf(navigation('/nav/admin-login-page/inbox'))).toBe('team-page');
  });

  it('keeps a page the site asks for as HTML (opened by a link inside the site)', () => {
    const asked = keepPageMessage(`${ORIGIN}/nav/about`).payload.urlsToCache[0];
    const accept = asked[1].headers.Accept;
    expect(planOf(fetchOf('/nav/about', { accept }))).toBe('page');
    expect(planOf(fetchOf('/news?page=3', { accept }))).toBe('reader-page');
    expect(planOf(fetchOf('/nav/admin-login-page', { accept }))).toBe('team-page');
  });

  it("leaves Next's data requests for client navigations to the network", () => {
    expect(planOf(fetchOf('/nav/about', { rsc: true }))).toBe('network');
    expect(planOf(fetchOf('/nav/about?_rsc=1x2y'))).toBe('network');
    expect(planOf(fetchOf('/nav/about?_rsc=1x2y', { accept: 'text/html' }))).toBe('network');
    expect(planOf(fetchOf('/nav/about'))).toBe('network');
  });

  it('never keeps the API, posts or other sites', () => {
    expect(planOf(fetchOf('/api/news?category=sports'))).toBe('network');
    expect(planOf(fetchOf('/api/complaints/status?reference=X'))).toBe('network');
    expect(planOf(fetchOf('/api/team/login', { method: 'POST' }))).toBe('network');
    expect(planOf(navigation('/api/health'))).toBe('network');
    expect(planOf(navigation('/nav/contact-us', { method: 'POST' }))).toBe('network');
    expect(cachePlan(navigation('/news'), 'https://elsewhere.example')).toBe('network');
    expect(planOf(fetchOf('https://www.googletagmanager.com/gtag/js?id=G-1'))).toBe('network');
  });

  it('keeps article pictures and placeholders, directly or through the image optimiser', () => {
    expect(planOf(fetchOf('/api/news/image/abc123'))).toBe('picture');
    const signed = `/api/news/image/aHR0cHM6Ly9jZG4uZXhhbXBsZS5jb20veC5qcGc.${'A'.repeat(43)}`;
    expect(planOf(fetchOf(signed))).toBe('picture');
    expect(planOf(fetchOf(`/_next/image?url=${encodeURIComponent(signed)}&w=640&q=75`))).toBe('picture');
    expect(planOf(fetchOf('/api/placeholder/400x225'))).toBe('picture');
    expect(planOf(fetchOf('/_next/image?url=%2Fapi%2Fnews%2Fimage%2Fabc123&w=640&q=75'))).toBe('picture');
    expect(planOf(fetchOf('/_next/image?url=%2Fnews%2Fhealth.jpg&w=640&q=75'))).toBe('picture');
    expect(planOf(fetchOf('/_next/image?url=%2Flogo.svg&w=64&q=75'))).toBe('network');
    expect(planOf(fetchOf('/_next/image?w=64&q=75'))).toBe('network');
    expect(isArticlePicture(new URL('/api/news/image/', ORIGIN))).toBe(false);
    expect(isArticlePicture(new URL('/api/news?page=2', ORIGIN))).toBe(false);
  });
});

describe('the kept reader page', () => {
  it('is found by its address without the query', () => {
    expect(readerPageKey(new URL('/news?article=x&page=2', ORIGIN))).toBe(`${ORIGIN}/news`);
    expect(readerPageKey(new URL('/hi/news?q=पटना', ORIGIN))).toBe(`${ORIGIN}/hi/news`);
  });
});

describe('what is kept of an answer', () => {
  const html = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  it('only a whole page, never an error, a redirect or data', () => {
    expect(isKeepablePage({ status: 200, redirected: false, headers: html })).toBe(true);
    expect(isKeepablePage({ status: 404, redirected: false, headers: html })).toBe(false);
    expect(isKeepablePage({ status: 500, redirected: false, headers: html })).toBe(false);
    expect(isKeepablePage({ status: 200, redirected: true, headers: html })).toBe(false);
    expect(
      isKeepablePage({ status: 200, redirected: false, headers: new Headers({ 'content-type': 'text/x-component' }) }),
    ).toBe(false);
  });
});

describe('the offline page', () => {
  it('is in the language of the address asked for', () => {
    expect(offlinePageFor(new URL('/nav/contact-us', ORIGIN))).toBe('/offline');
    expect(offlinePageFor(new URL('/', ORIGIN))).toBe('/offline');
    expect(offlinePageFor(new URL('/hi/nav/contact-us', ORIGIN))).toBe('/hi/offline');
    expect(offlinePageFor(new URL('/hi', ORIGIN))).toBe('/hi/offline');
    // Not a Hindi page: only the /hi segment is.
    expect(offlinePageFor(new URL('/history', ORIGIN))).toBe('/offline');
  });

  it('exists in every language, for the worker to keep ahead', () => {
    expect(offlinePages()).toEqual(['/offline', '/hi/offline']);
  });
});
