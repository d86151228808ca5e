// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStaticPages } from '@/lib/security/static-pages';
import { hashSource, pageEtag } from '@/lib/security/page-script-hashes.mjs';
import { publicPath, staticPages } from '../../scripts/static-page-scripts.mjs';

vi.mock('server-only', () => ({}));

/** A build folder as `next build` leaves it: pages as `<path>.html`, some with a `.meta`. */
function buildFolder(pages: Record<string, { html: string; meta?: object }>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'app-'));
  for (const [page, { html, meta }] of Object.entries(pages)) {
    const file = path.join(dir, page);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.html`, html);
    if (meta) writeFileSync(`${file}.meta`, JSON.stringify(meta));
  }
  return dir;
}

afterEach(() => vi.unstubAllEnvs());

describe('the pages the build prerendered whole (scripts/static-page-scripts.mjs)', () => {
  it('lists each by the address a visitor uses, with the hashes of its inline scripts and its tag', () => {
    const about = '<script>about()</script><script>about()</script>';
    const dir = buildFolder({
      en: { html: '<script>home()</script>', meta: { status: 200 } },
      'en/nav/about': { html: about },
      'hi/nav/about': { html: '<script>hi()</script>' },
    });
    expect(staticPages(dir)).toEqual({
      '/': { scripts: [hashSource('home()')], etag: pageEtag('<script>home()</script>') },
      '/nav/about': { scripts: [hashSource('about()')], etag: pageEtag(about) },
      '/hi/nav/about': { scripts: [hashSource('hi()')], etag: pageEtag('<script>hi()</script>') },
    });
  });

  it('tags each page by its whole HTML, weakly (its RSC payload carries the same tag)', () => {
    expect(pageEtag('<p>a</p>')).toMatch(/^W\/"[\w-]{27}"$/);
    expect(pageEtag('<p>a</p>')).toBe(pageEtag('<p>a</p>'));
    expect(pageEtag('<p>b</p>')).not.toBe(pageEtag('<p>a</p>'));
  });

  it('leaves out pages with parts rendered per request, error pages and Next’s own', () => {
    const dir = buildFolder({
      'en/blog/[slug]': { html: '', meta: { status: 200, postponed: '...' } },
      'en/gone': { html: '<script>x()</script>', meta: { status: 404 } },
      _not_found: { html: '<script>x()</script>' },
    });
    expect(staticPages(dir)).toEqual({});
  });

  it('names English pages without /en, Hindi ones with /hi', () => {
    expect(publicPath('/en')).toBe('/');
    expect(publicPath('/en/nav/about')).toBe('/nav/about');
    expect(publicPath('/hi')).toBe('/hi');
    expect(publicPath('/hi/nav/about')).toBe('/hi/nav/about');
  });
});

describe('reading them when the server starts (lib/security/static-pages.ts)', () => {
  it('reads the file the build wrote, and nothing from a missing or malformed one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pages-'));
    const file = path.join(dir, 'static-pages.json');
    const about = { scripts: ["'sha256-a='"], etag: '"a"' };
    writeFileSync(
      file,
      JSON.stringify({
        '/nav/about': about,
        '/bad': 'not a page',
        '/untagged': { scripts: [] },
        '/old': ["'sha256-a='"],
      }),
    );
    expect([...readStaticPages(file)]).toEqual([['/nav/about', about]]);
    writeFileSync(file, '{not json');
    expect(readStaticPages(file).size).toBe(0);
    expect(readStaticPages(path.join(dir, 'missing.json')).size).toBe(0);
  });
});
