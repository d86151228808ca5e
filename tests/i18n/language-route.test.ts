// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/language/route';

// The per-address limit is tested elsewhere; here thousands of requests come from one address.
vi.mock('@/lib/rate-limit/limit-request', () => ({ limitRequest: async () => null }));

const SITE = 'http://site.test';
const switchLanguage = (query: string) => GET(new NextRequest(`${SITE}/api/language?${query}`));

/** The language the answer asks the browser to remember. */
const rememberedLanguage = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('NEXT_LOCALE='))
    ?.split(';')[0]
    ?.slice('NEXT_LOCALE='.length);

/** A small seeded generator (mulberry32): the same paths on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pieces browsers and attackers put in paths: separators, escapes (good and bad), controls, look-alikes. */
// prettier-ignore
const PIECES = [
  '/', '//', '\\', '%', '%2F', '%2f', '%5C', '%2e', '%2E%2E', '.', '..', 'hi', 'en', 'nav', 'about', 'news',
  '?', '#', '&', '=', '@', ':', 'http:', 'evil.example', '%00', '%09', '%0A', '%0D', '%25', '%E0%A4', '%FF',
  '%C0%AF', '%ZZ', '%%', 'नमस्ते', '\u{1F600}', '\uFFFD', ' ', '\t', '\n', '\u0000', '\u007F', '\u0085',
  '\u2028', '\uFF0F', '\uFE68', '%252F', '%255C', 'javascript:', '[::1]', 'path=',
];

/** A nasty path: pieces, random bytes as percent escapes, control characters and unicode. */
function nastyPath(random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const parts: string[] = random() < 0.8 ? ['/'] : [];
  const length = 1 + Math.floor(random() * 12);
  for (let index = 0; index < length; index++) {
    const kind = random();
    if (kind < 0.55) parts.push(pick(PIECES));
    else if (kind < 0.75)
      parts.push(
        `%${Math.floor(random() * 256)
          .toString(16)
          .padStart(2, '0')}`,
      );
    else if (kind < 0.9) parts.push(String.fromCharCode(Math.floor(random() * 0x20)));
    else parts.push(String.fromCodePoint(Math.floor(random() * 0x2ffff)));
  }
  return parts.join('');
}

/** A Location this site can answer: one slash, then a page path of this site, no scheme or host. */
function expectSitePath(location: string | null) {
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(location).not.toContain('\\');
  const page = (location ?? '').split(/[?#]/)[0] ?? '';
  expect(page).not.toContain('//');
  expect(new URL(location ?? '', SITE).origin).toBe(SITE);
}

describe('GET /api/language', () => {
  it('sends a path it cannot parse to the home page of the chosen language, with the cookie', async () => {
    const response = await switchLanguage('to=hi&path=/%09/%25');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/hi');
    expect(rememberedLanguage(response)).toBe('hi');
  });

  it.each([
    { kind: 'a broken percent escape', query: 'to=en&path=/%25E0%25A4', location: '/' },
    { kind: 'a newline', query: 'to=hi&path=/%0A/evil.example', location: '/hi' },
    { kind: 'encoded backslashes', query: 'to=hi&path=/%255C%255Cevil.example', location: '/hi' },
    { kind: 'another host', query: 'to=hi&path=//evil.example', location: '/hi' },
    { kind: 'an absurd length', query: `to=en&path=/${'a'.repeat(5000)}`, location: '/' },
    { kind: 'a page of this site', query: 'to=hi&path=/nav/about', location: '/hi/nav/about' },
  ])('answers $kind with a 303 to $location', async ({ query, location }) => {
    const response = await switchLanguage(query);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(location);
  });

  it('answers 400 only for a language it does not serve', async () => {
    expect((await switchLanguage('to=fr&path=/nav/about')).status).toBe(400);
    expect((await switchLanguage('path=/%09/%25')).status).toBe(400);
  });

  it('answers thousands of generated nasty paths with a 303 to a path of this site', async () => {
    const random = seededRandom(20240622);
    const failures: string[] = [];
    let pagesOtherThanHome = 0;
    for (let run = 0; run < 3000; run++) {
      const to = random() < 0.5 ? 'en' : 'hi';
      const path = nastyPath(random);
      // Half travel as the site's own links encode them, half raw, as a hand-typed address would.
      const query = random() < 0.5 ? new URLSearchParams({ to, path }).toString() : `to=${to}&path=${path}`;
      // A handler that throws is a 500 for the reader.
      const response = await switchLanguage(query).catch(() => null);
      if (response?.status !== 303) {
        failures.push(`${response?.status ?? 500} for ${JSON.stringify(query)}`);
        continue;
      }
      const location = response.headers.get('location');
      expectSitePath(location);
      expect(rememberedLanguage(response)).toBe(to);
      if (location !== '/' && location !== '/hi') pagesOtherThanHome += 1;
    }
    // The generator also makes paths that are pages, so the switch is not simply sending everyone home.
    expect(pagesOtherThanHome).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });
});
