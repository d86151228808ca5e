// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { firebaseSettingsFrom } from '@/lib/firebase/config';
import { isDemoBuild, isLoopbackHost, mayReachLocalServices } from '@/lib/firebase/demo-mode';
import { checkServerEnv, DEMO_BUILD_REFUSED } from '@/lib/env/server';
import { internalPagePath, isPrerenderedPage } from '@/lib/security/prerendered-pages';

const demo = firebaseSettingsFrom({ NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' });
const project = firebaseSettingsFrom({
  NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
  NEXT_PUBLIC_FIREBASE_DATABASE_URL: 'https://rohtas-yuva.firebaseio.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'rohtas-yuva',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
});

describe('a demo copy', () => {
  it('is a build that uses a local database instead of a project', () => {
    expect(isDemoBuild(demo)).toBe(true);
    expect(isDemoBuild(project)).toBe(false);
  });

  it("never sends a browser elsewhere to its own 127.0.0.1, but works on the site's own computer", () => {
    expect(mayReachLocalServices('rohtasyuva.org', demo)).toBe(false);
    expect(mayReachLocalServices('192.168.1.20', demo)).toBe(false);
    expect(mayReachLocalServices('localhost', demo)).toBe(true);
    expect(mayReachLocalServices('127.0.0.1', demo)).toBe(true);
    expect(mayReachLocalServices('rohtasyuva.org', project)).toBe(true);
  });

  it('knows loopback names', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['localhost.example', '10.0.0.1', 'example.org']) expect(isLoopbackHost(host)).toBe(false);
  });

  it('is refused by a production server unless DEMO_MODE=1 says it is meant', () => {
    expect(() => checkServerEnv({ NODE_ENV: 'production' }, true)).toThrow(DEMO_BUILD_REFUSED);
    expect(() => checkServerEnv({ NODE_ENV: 'production', DEMO_MODE: '0' }, true)).toThrow(DEMO_BUILD_REFUSED);
    expect(() => checkServerEnv({ NODE_ENV: 'production', DEMO_MODE: '1' }, true)).not.toThrow();
    expect(() => checkServerEnv({ NODE_ENV: 'development' }, true)).not.toThrow();
    expect(() => checkServerEnv({ NODE_ENV: 'production', PICTURE_SIGNING_KEY: 'k'.repeat(32) }, false)).not.toThrow();
    expect(() => checkServerEnv({ DEMO_MODE: 'yes' }, false)).toThrow('DEMO_MODE must be 0 or 1');
  });
});

describe('the page Next renders for a public path', () => {
  it.each([
    ['/', '/en'],
    ['/nav/about', '/en/nav/about'],
    ['/hi', '/hi'],
    ['/hi/nav/about', '/hi/nav/about'],
    ['/history', '/en/history'],
  ])('%s is %s', (path, internal) => {
    expect(internalPagePath(path)).toBe(internal);
  });
});

describe('prerendered pages, which get their policy from the cache', () => {
  const manifest = path.join(mkdtempSync(path.join(tmpdir(), 'prerender-')), 'prerender-manifest.json');
  writeFileSync(
    manifest,
    JSON.stringify({
      routes: { '/en/nav/about': {}, '/hi': {} },
      dynamicRoutes: {
        // Kept on its first visit (a post published after the build).
        '/[locale]/blog/[slug]': { routeRegex: '^/([^/]+?)/blog/([^/]+?)(?:/)?$', fallback: null },
        // Only what the build made; anything else is a 404.
        '/serwist/[path]': { routeRegex: '^/serwist/([^/]+?)(?:/)?$', fallback: false },
      },
    }),
  );

  it("are the routes of Next's prerender manifest, and the pages its dynamic routes keep, by public path", () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(isPrerenderedPage('/nav/about', manifest)).toBe(true);
      expect(isPrerenderedPage('/hi', manifest)).toBe(true);
      expect(isPrerenderedPage('/news', manifest)).toBe(false);
      expect(isPrerenderedPage('/blog/published-after-the-build', manifest)).toBe(true);
      expect(isPrerenderedPage('/hi/blog/svasthya-shivira', manifest)).toBe(true);
      expect(isPrerenderedPage('/serwist/sw.js', manifest)).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('are none on the development server, which renders every page per request', () => {
    vi.stubEnv('NODE_ENV', 'development');
    try {
      expect(isPrerenderedPage('/nav/about', manifest)).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
