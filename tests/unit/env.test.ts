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
