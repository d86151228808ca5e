// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ENGLISH_PAGE_PATTERN, ENGLISH_PATH_PATTERN, localeRedirects, localeRewrites } from '@/lib/i18n/locale-routes';

// Next matches a `:path(pattern)` parameter against the address after its first slash.
const matches = (pattern: string, path: string) => new RegExp(`^(?:${pattern})$`).test(path.slice(1));

describe('English addresses', () => {
  it("are every path but the other languages, the API, Next's files and the service worker", () => {
    for (const path of ['/nav/about', '/news', '/logo.svg', '/fonts/a.woff2', '/site.webmanifest', '/history']) {
      expect(matches(ENGLISH_PATH_PATTERN, path), path).toBe(true);
    }
    for (const path of ['/hi', '/hi/nav/about', '/en/news', '/api/news', '/_next/static/x.js', '/serwist/sw.js']) {
      expect(matches(ENGLISH_PATH_PATTERN, path), path).toBe(false);
    }
  });

  it('send a reader who chose Hindi to the Hindi page, but never a file, which has no language', () => {
    for (const path of ['/nav/about', '/news', '/blog/some-post', '/history']) {
      expect(matches(ENGLISH_PAGE_PATTERN, path), path).toBe(true);
    }
    for (const path of [
      '/logo.svg',
      '/fonts/noto-sans-latin-400-normal.woff2',
      '/firebase-messaging-sw.js',
      '/site.webmanifest',
      '/icons/icon-192.png',
      '/serwist/sw.js',
      '/api/news',
      '/hi/nav/about',
    ]) {
      expect(matches(ENGLISH_PAGE_PATTERN, path), path).toBe(false);
    }
  });

  it('are wired as the redirect (pages only) and the rewrite (any English path)', () => {
    const redirects = localeRedirects().map((r) => r.source);
    expect(redirects).toContain(`/:path(${ENGLISH_PAGE_PATTERN})`);
    expect(localeRewrites().map((r) => r.source)).toContain(`/:path(${ENGLISH_PATH_PATTERN})`);
  });
});
