// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API_POLICY, externalOrigins, pagePolicy, SERVICE_WORKER_POLICY } from '@/lib/security/content-security-policy';
import { SERVICE_WORKER_HEADERS } from '@/lib/security/headers';
import { layoutScriptSources, scriptHashSource } from '@/lib/security/inline-scripts';
import { inlineScripts, scriptHashesOf } from '@/lib/security/page-script-hashes.mjs';
import { firebaseSettingsFrom, surveySettingsFrom } from '@/lib/firebase/config';
import { accessibilityBootScript } from '@/lib/accessibility/boot-script';
import { themeBootScript } from '@/lib/theme/boot-script';
import { createHash } from 'node:crypto';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const none = { script: [], connect: [], img: [] };
const project = firebaseSettingsFrom({
  NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
  NEXT_PUBLIC_FIREBASE_DATABASE_URL: 'https://rohtas-yuva-default-rtdb.asia-southeast1.firebasedatabase.app',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'rohtas-yuva',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
});
const local = firebaseSettingsFrom({
  NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000',
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
});

describe('the page policy', () => {
  const policy = directives(pagePolicy({ inlineScripts: ["'nonce-abc'"], origins: none }));

  it('allows scripts only from this site and the named inline scripts: never unsafe-inline or eval', () => {
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'"]);
    expect(JSON.stringify(policy['script-src'])).not.toMatch(/unsafe/);
  });

  it('denies by default and locks down objects, base, framing and form targets', () => {
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('allows eval only in development, where React rebuilds call stacks with it', () => {
    const development = directives(pagePolicy({ inlineScripts: [], origins: none, development: true }));
    expect(development['script-src']).toContain("'unsafe-eval'");
  });

  it("lets pages register this site's service workers and read its web app manifest, and no other's", () => {
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['manifest-src']).toEqual(["'self'"]);
  });

  it('lets the service workers fetch only from this site, and has them checked for updates on every visit', () => {
    expect(directives(SERVICE_WORKER_POLICY)['default-src']).toEqual(["'self'"]);
    expect(SERVICE_WORKER_HEADERS).toEqual(
      expect.arrayContaining([
        { key: 'Cache-Control', value: 'no-cache' },
        { key: 'Content-Security-Policy', value: SERVICE_WORKER_POLICY },
      ]),
    );
  });

  it('lets route handlers answers load nothing', () => {
    expect(directives(API_POLICY)['default-src']).toEqual(["'none'"]);
    expect(directives(API_POLICY)['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('the origins a deployment talks to', () => {
  it('names nothing outside the site when nothing is configured', () => {
    expect(externalOrigins({ firebase: null, survey: null, analyticsId: undefined })).toEqual(none);
  });

  it('names the project database (and its shards), Auth and messaging for a Firebase project', () => {
    const { connect, script } = externalOrigins({ firebase: project, survey: null, analyticsId: undefined });
    expect(connect).toEqual(
      expect.arrayContaining([
        'https://rohtas-yuva-default-rtdb.asia-southeast1.firebasedatabase.app',
        'wss://rohtas-yuva-default-rtdb.asia-southeast1.firebasedatabase.app',
        'wss://*.asia-southeast1.firebasedatabase.app',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://fcmregistrations.googleapis.com',
      ]),
    );
    expect(script).toEqual([]);
  });

  it('names the local database and Auth emulator of a demo copy, and no Google host', () => {
    const { connect } = externalOrigins({ firebase: local, survey: null, analyticsId: undefined });
    expect(connect).toEqual(['http://127.0.0.1:9000', 'ws://127.0.0.1:9000', 'http://127.0.0.1:9099']);
  });

  it("adds the survey's own project database", () => {
    const survey = surveySettingsFrom(
      {
        NEXT_PUBLIC_SURVEY_FIREBASE_API_KEY: 'k',
        NEXT_PUBLIC_SURVEY_FIREBASE_DATABASE_URL: 'https://survey-2024.firebaseio.com',
        NEXT_PUBLIC_SURVEY_FIREBASE_PROJECT_ID: 'survey-2024',
        NEXT_PUBLIC_SURVEY_FIREBASE_APP_ID: '1:2:web:4',
      },
      project,
    );
    const { connect } = externalOrigins({ firebase: project, survey, analyticsId: undefined });
    expect(connect).toEqual(expect.arrayContaining(['https://survey-2024.firebaseio.com', 'wss://*.firebaseio.com']));
  });

  it('adds Google Analytics hosts only when a measurement id is set', () => {
    const { script, connect, img } = externalOrigins({ firebase: null, survey: null, analyticsId: 'G-ABC123' });
    expect(script).toEqual(['https://www.googletagmanager.com']);
    expect(connect).toContain('https://*.google-analytics.com');
    expect(img).toContain('https://*.google-analytics.com');
  });
});

describe('inline script hashes', () => {
  it('is the base64 SHA-256 of the exact script text, as browsers compute it', () => {
    const expected = createHash('sha256').update('alert(1)').digest('base64');
    expect(scriptHashSource('alert(1)')).toBe(`'sha256-${expected}'`);
  });

  it('covers the layout scripts: the accessibility settings, the theme, and analytics only with an id', () => {
    expect(layoutScriptSources(undefined)).toEqual([
      scriptHashSource(accessibilityBootScript),
      scriptHashSource(themeBootScript),
    ]);
    expect(layoutScriptSources('G-ABC123')).toHaveLength(3);
  });

  it('finds the inline scripts a browser runs, not external or data blocks', () => {
    const html =
      '<script>one()</script><script src="/a.js"></script><script type="application/ld+json">{"a":1}</script>' +
      '<script id="x" async="">two()</script><script type="module">three()</script>';
    expect(inlineScripts(html)).toEqual(['one()', 'two()', 'three()']);
  });

  it("names each of a page's inline scripts once, by the hash a browser checks", () => {
    expect(scriptHashesOf('<script>one()</script><script>one()</script><script src="/a.js"></script>')).toEqual([
      scriptHashSource('one()'),
    ]);
  });
});
