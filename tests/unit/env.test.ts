// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { parsePublicEnv as parseValues } from '@/lib/env/public';
import { publicValuesFrom } from '@/lib/env/public-values';
import { parseServerEnv, serverEnv } from '@/lib/env/server';
import { settingValue } from '@/lib/env/setting-value';

vi.mock('server-only', () => ({}));

// From the variables as set, through the rule every public setting is read by (blank is unset).
const parsePublicEnv = (env: Record<string, string>) => parseValues(publicValuesFrom(env));

describe('every setting', () => {
  it('drops the blanks around its value, and is unset when nothing else is left', () => {
    expect(settingValue(' 1 ')).toBe('1');
    for (const blank of [undefined, '', '  ', '\t']) expect(settingValue(blank)).toBeUndefined();
  });
});

describe('public environment', () => {
  it('defaults the site URL for local use', () => {
    expect(parsePublicEnv({}).NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(parsePublicEnv({ NEXT_PUBLIC_SITE_URL: '' }).NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3000');
  });

  it('accepts an absolute URL and rejects anything else with a clear message', () => {
    expect(parsePublicEnv({ NEXT_PUBLIC_SITE_URL: 'https://rohtasyuva.org' }).NEXT_PUBLIC_SITE_URL).toBe(
      'https://rohtasyuva.org',
    );
    expect(() => parsePublicEnv({ NEXT_PUBLIC_SITE_URL: 'rohtasyuva.org' })).toThrow(
      /NEXT_PUBLIC_SITE_URL must be an absolute URL/,
    );
  });
});

describe('analytics id', () => {
  it('is optional and must look like a GA4 measurement id', () => {
    expect(parsePublicEnv({}).NEXT_PUBLIC_GA_MEASUREMENT_ID).toBeUndefined();
    expect(parsePublicEnv({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-ABC123' }).NEXT_PUBLIC_GA_MEASUREMENT_ID).toBe(
      'G-ABC123',
    );
    expect(() => parsePublicEnv({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'UA-1234-1' })).toThrow(/G-XXXXXXXXXX/);
  });
});

describe('server environment', () => {
  it('reads the proxy hop count as a number, 0 when unset', () => {
    expect(parseServerEnv({}).TRUST_PROXY_HOPS).toBe(0);
    expect(parseServerEnv({ TRUST_PROXY_HOPS: ' 2 ' }).TRUST_PROXY_HOPS).toBe(2);
  });

  it('takes RETENTION_SCHEDULE as a cron pattern (with or without seconds) and stops on anything else', () => {
    expect(parseServerEnv({}).RETENTION_SCHEDULE).toBeUndefined();
    expect(parseServerEnv({ RETENTION_SCHEDULE: '30 2 * * *' }).RETENTION_SCHEDULE).toBe('30 2 * * *');
    expect(parseServerEnv({ RETENTION_SCHEDULE: '*/5 * * * * *' }).RETENTION_SCHEDULE).toBe('*/5 * * * * *');
    expect(parseServerEnv({ RETENTION_SCHEDULE: 'off' }).RETENTION_SCHEDULE).toBe('off');
    expect(() => parseServerEnv({ RETENTION_SCHEDULE: 'nightly' })).toThrow(
      /RETENTION_SCHEDULE must be a cron pattern/,
    );
    expect(() => parseServerEnv({ RETENTION_SCHEDULE: '61 2 * * *' })).toThrow(/RETENTION_SCHEDULE/);
  });

  it('stops on a FIREBASE_SERVICE_ACCOUNT_KEY that is not JSON', () => {
    expect(() => parseServerEnv({ FIREBASE_SERVICE_ACCOUNT_KEY: 'not json' })).toThrow(
      'Invalid environment: FIREBASE_SERVICE_ACCOUNT_KEY must be the JSON of a service account key',
    );
  });

  it('names every bad setting in one message', () => {
    expect(() => parseServerEnv({ DEMO_MODE: 'yes', TRUST_PROXY_HOPS: '11' })).toThrow(
      'Invalid environment: DEMO_MODE must be 0 or 1; TRUST_PROXY_HOPS must be a whole number from 0 to 10',
    );
  });

  it('is parsed again only when a setting has changed', () => {
    const first = serverEnv({ TRUST_PROXY_HOPS: '1' });
    expect(serverEnv({ TRUST_PROXY_HOPS: '1', PATH: '/bin' })).toBe(first);
    expect(serverEnv({ TRUST_PROXY_HOPS: '3' }).TRUST_PROXY_HOPS).toBe(3);
  });

  it("reads a production server's own settings once, as they were at start-up", async () => {
    vi.resetModules();
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('TRUST_PROXY_HOPS', '1');
    try {
      const { serverEnv: fresh } = await import('@/lib/env/server');
      const first = fresh();
      vi.stubEnv('TRUST_PROXY_HOPS', '2');
      expect(fresh()).toBe(first);
      expect(fresh().TRUST_PROXY_HOPS).toBe(1);
      // Settings handed in are still read as given.
      expect(fresh({ TRUST_PROXY_HOPS: '3' }).TRUST_PROXY_HOPS).toBe(3);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it('accepts no settings and a proxy hop count from 0 to 10', async () => {
    const { checkServerEnv } = await import('@/lib/env/server');
    expect(() => checkServerEnv({})).not.toThrow();
    expect(() => checkServerEnv({ TRUST_PROXY_HOPS: '1' })).not.toThrow();
    expect(() => checkServerEnv({ TRUST_PROXY_HOPS: '10' })).not.toThrow();
  });

  it('stops on a proxy hop count that is not a small whole number', async () => {
    const { checkServerEnv } = await import('@/lib/env/server');
    for (const hops of ['yes', '-1', '11', '1.5']) {
      expect(() => checkServerEnv({ TRUST_PROXY_HOPS: hops })).toThrow(/TRUST_PROXY_HOPS must be a whole number/);
    }
  });

  it('accepts a redis:// or rediss:// REDIS_URL and stops on anything else', async () => {
    const { checkServerEnv } = await import('@/lib/env/server');
    for (const url of ['redis://10.0.0.3:6379', 'rediss://user:secret@cache.example.com:6380', '']) {
      expect(() => checkServerEnv({ REDIS_URL: url })).not.toThrow();
    }
    for (const url of ['10.0.0.3:6379', 'http://cache.example.com', 'redis://', 'not a url']) {
      expect(() => checkServerEnv({ REDIS_URL: url }), url).toThrow(
        /REDIS_URL must be a redis:\/\/ or rediss:\/\/ address/,
      );
    }
  });

  it('reads UPLOADS_DIR as a folder path, unset when blank, and stops on one with a NUL byte', () => {
    expect(parseServerEnv({ UPLOADS_DIR: ' /srv/uploads ' }).UPLOADS_DIR).toBe('/srv/uploads');
    expect(parseServerEnv({ UPLOADS_DIR: '' }).UPLOADS_DIR).toBeUndefined();
    expect(() => parseServerEnv({ UPLOADS_DIR: '/srv/\0uploads' })).toThrow(/UPLOADS_DIR must be a folder path/);
  });

  it('stops on a SURVEY_FIREBASE_SERVICE_ACCOUNT_KEY that is not JSON', async () => {
    const { checkServerEnv } = await import('@/lib/env/server');
    expect(() => checkServerEnv({ SURVEY_FIREBASE_SERVICE_ACCOUNT_KEY: 'not json' })).toThrow(
      /SURVEY_FIREBASE_SERVICE_ACCOUNT_KEY must be the JSON/,
    );
    expect(() => checkServerEnv({ SURVEY_FIREBASE_SERVICE_ACCOUNT_KEY: '{"project_id":"s"}' })).not.toThrow();
  });

  const KEY = 'x'.repeat(32);

  it('stops a production server without PICTURE_SIGNING_KEY, saying how to make one', async () => {
    const { checkServerEnv } = await import('@/lib/env/server');
    for (const key of [undefined, '', '   ']) {
      expect(() => checkServerEnv({ NODE_ENV: 'production', PICTURE_SIGNING_KEY: key }, false)).toThrow(
        /set PICTURE_SIGNING_KEY.*openssl rand -base64 32/,
      );
    }
    expect(() => checkServerEnv({ NODE_ENV: 'production', PICTURE_SIGNING_KEY: KEY }, false)).not.toThrow();
  });

  it('lets a demo copy or a development server start without one', async () => {
    const { checkServerEnv } = await import('@/lib/env/server');
    expect(() => checkServerEnv({ NODE_ENV: 'production', DEMO_MODE: '1' }, false)).not.toThrow();
    expect(() => checkServerEnv({ NODE_ENV: 'development' }, false)).not.toThrow();
  });

  it('stops on a PICTURE_SIGNING_KEY shorter than 32 characters, demo or not', async () => {
    const { checkServerEnv } = await import('@/lib/env/server');
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', DEMO_MODE: '1' }, {}]) {
      expect(() => checkServerEnv({ ...env, PICTURE_SIGNING_KEY: 'x'.repeat(31) }, false)).toThrow(
        /PICTURE_SIGNING_KEY must be at least 32 characters/,
      );
    }
  });
});

describe('the picture signing key', () => {
  it('is the one set, or one made once per process when none is (demo, development)', async () => {
    const { pictureSigningKey } = await import('@/lib/env/picture-signing-key');
    expect(pictureSigningKey({ PICTURE_SIGNING_KEY: ` ${'y'.repeat(32)} ` })).toBe('y'.repeat(32));
    const made = pictureSigningKey({ NODE_ENV: 'production', DEMO_MODE: '1' });
    expect(made).toMatch(/^[\w-]{32,}$/);
    expect(pictureSigningKey({ NODE_ENV: 'development' })).toBe(made);
  });

  it('is refused to a production server that is not a demo copy, rather than made up', async () => {
    const { pictureSigningKey } = await import('@/lib/env/picture-signing-key');
    expect(() => pictureSigningKey({ NODE_ENV: 'production' })).toThrow(/set PICTURE_SIGNING_KEY/);
    expect(() => pictureSigningKey({ NODE_ENV: 'production', DEMO_MODE: '0' })).toThrow(/set PICTURE_SIGNING_KEY/);
  });

  it('is none while next build prerenders pages without one, so their pictures are left unsigned', async () => {
    const { pictureSigningKey } = await import('@/lib/env/picture-signing-key');
    expect(pictureSigningKey({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toBeNull();
    const key = 'z'.repeat(32);
    expect(
      pictureSigningKey({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build', PICTURE_SIGNING_KEY: key }),
    ).toBe(key);
  });
});
