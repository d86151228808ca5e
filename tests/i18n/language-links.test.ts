// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  languageSwitchHref,
  localeCookieString,
  offeredLocale,
  storedLocale,
  pathWithRefererQuery,
  switchDestination,
} from '@/lib/i18n/language-links';
import { languageSwitchSchema } from '@/lib/i18n/language-switch-schema';
import { localeNames, splitLocale } from '@/lib/i18n/locales';

describe('language names', () => {
  it('names each language in its own script', () => {
    expect(localeNames).toEqual({ en: 'English', hi: 'हिन्दी' });
  });
});

describe('splitLocale', () => {
  it.each([
    ['/', 'en', '/'],
    ['/nav/about', 'en', '/nav/about'],
    ['/en/nav/about', 'en', '/nav/about'],
    ['/hi', 'hi', '/'],
    ['/hi/nav/about', 'hi', '/nav/about'],
    ['/history', 'en', '/history'],
  ])('%s is %s at %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });
});

describe('switchDestination', () => {
  it.each([
    ['hi', '/nav/about', '/hi/nav/about'],
    ['hi', '/', '/hi'],
    ['en', '/hi/nav/about', '/nav/about'],
    ['en', '/hi', '/'],
    ['hi', '/hi/news?category=sports&page=2#top', '/hi/news?category=sports&page=2#top'],
    ['en', '/hi/news?category=sports', '/news?category=sports'],
    ['hi', '//evil.example/x', '/hi'],
    ['hi', 'https://evil.example/', '/hi'],
    ['hi', '/\\evil.example', '/hi'],
    // Every spelling of "//" or "\\" that a browser would read as another site goes home.
    ['en', '/hi//evil.example', '/'],
    ['en', '/.//evil.example', '/'],
    ['en', '/%2e//evil.example', '/'],
    ['en', '/hi/%2F%2Fevil.example', '/'],
    ['en', '/hi/%252F%252Fevil.example', '/'],
    ['en', '/hi/%5C%5Cevil.example', '/'],
    ['en', '/hi/%5Cevil.example', '/'],
    ['en', '/hi/\t/evil.example', '/'],
    // Dot segments resolve within this site.
    ['en', '/hi/../../evil.example', '/evil.example'],
    ['en', '/hi/%2e%2e/evil.example', '/evil.example'],
    ['en', '/hi/%E0%A4', '/'],
    ['hi', '/nav//evil.example', '/hi'],
    ['hi', '///evil.example', '/hi'],
    ['hi', '/%2F/evil.example', '/hi'],
    ['hi', '/%5C/evil.example', '/hi'],
    ['hi', 'evil.example', '/hi'],
    ['hi', 'javascript:alert(1)', '/hi'],
    // Same-site paths keep their place, encoded safely.
    ['hi', '/nav/about/', '/hi/nav/about'],
    ['en', '/hi/news?q=%2F%2Fx', '/news?q=%2F%2Fx'],
  ] as const)('to %s from %s is %s', (target, path, expected) => {
    expect(switchDestination(target, path)).toBe(expected);
  });
});

describe('pathWithRefererQuery', () => {
  it.each([
    // A click before the page's scripts ran: the query comes from the page the switch was on.
    ['/news', 'https://example.org/news?category=sports&page=2', '/news?category=sports&page=2'],
    ['/hi/news', 'http://127.0.0.1:3000/hi/news?category=crime', '/hi/news?category=crime'],
    // The script already added the query, or the Referer names another page: path as it is.
    ['/news?category=crime', 'https://example.org/news?category=sports', '/news?category=crime'],
    ['/news', 'https://example.org/nav/about?x=1', '/news'],
    ['/news', 'https://example.org/news', '/news'],
    ['/news', 'not a url', '/news'],
    ['/news', null, '/news'],
    ['/news', `https://example.org/news?q=${'a'.repeat(2048)}`, '/news'],
  ] as const)('%s with Referer %s is %s', (path, referer, expected) => {
    expect(pathWithRefererQuery(path, referer)).toBe(expected);
  });

  it('gives a forged Referer no more than the path parameter: the result stays on this site', () => {
    const page = pathWithRefererQuery('/news', 'https://evil.example/news?next=//evil.example');
    expect(switchDestination('hi', page)).toBe('/hi/news?next=//evil.example');
  });
});

describe('languageSwitchHref', () => {
  it('points at the switch endpoint with the target and the current page', () => {
    expect(languageSwitchHref('hi', '/footer/privacy-policy')).toBe(
      '/api/language?to=hi&path=%2Ffooter%2Fprivacy-policy',
    );
  });
});

describe('languageSwitchSchema', () => {
  it('accepts a known language and defaults the path to home', () => {
    expect(languageSwitchSchema.parse({ to: 'hi' })).toEqual({ to: 'hi', path: '/' });
  });
  it('names the field for an unknown language', () => {
    const result = languageSwitchSchema.safeParse({ to: 'fr', path: '/' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('to must be one of: en, hi');
  });
});

describe('the stored choice', () => {
  it('is written as a year-long, site-wide cookie and read back', () => {
    expect(localeCookieString('en')).toBe('NEXT_LOCALE=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(storedLocale('a=1; NEXT_LOCALE=hi; b=2')).toBe('hi');
    expect(storedLocale('NEXT_LOCALE=fr')).toBeNull();
    expect(storedLocale('')).toBeNull();
  });
});

describe('offeredLocale', () => {
  it('offers Hindi when Hindi comes before English in the browser languages', () => {
    expect(offeredLocale(['hi-IN', 'en-IN'])).toBe('hi');
    expect(offeredLocale(['bho', 'HI'])).toBe('hi');
  });
  it('offers nothing when English comes first or Hindi is absent', () => {
    expect(offeredLocale(['en-IN', 'hi-IN'])).toBeNull();
    expect(offeredLocale(['ta-IN'])).toBeNull();
    expect(offeredLocale([])).toBeNull();
  });
});
