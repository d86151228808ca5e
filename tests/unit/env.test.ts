import { describe, expect, it } from 'vitest';
import { parsePublicEnv } from '@/lib/env/public';

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
});
