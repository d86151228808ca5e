// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CURRENTS_BASE_URL, parseServerEnv } from '@/lib/env/server';

describe('the news settings', () => {
  it('has defaults: the Currents base URL, the state as keyword and no key', () => {
    const env = parseServerEnv({});
    expect(CURRENTS_BASE_URL).toBe('https://api.currentsapi.services/v1');
    expect(env.NEWS_API_BASE_URL).toBe('https://api.currentsapi.services/v1');
    expect(env.NEWS_KEYWORD).toBe('Bihar');
    expect(env.NEWS_API_KEY).toBeUndefined();
    expect(env.NEWS_RSS_URL).toBeUndefined();
    expect(env.NEWS_TIMEOUT_MS).toBe(8000);
    expect(env.NEWS_CACHE_SECONDS).toBe(300);
  });

  it('counts empty and blank strings as unset', () => {
    const env = parseServerEnv({
      NEWS_API_KEY: '',
      NEWS_API_BASE_URL: '',
      NEWS_KEYWORD: '   ',
      NEWS_RSS_URL: '',
      NEWS_TIMEOUT_MS: '',
      NEWS_CACHE_SECONDS: ' ',
    });
    expect(env).toEqual(parseServerEnv({}));
  });

  it('reads the values it is given', () => {
    const env = parseServerEnv({
      NEWS_API_KEY: ' secret-key ',
      NEWS_API_BASE_URL: 'http://127.0.0.1:9999/v1',
      NEWS_KEYWORD: 'बिहार',
      NEWS_RSS_URL: 'https://feed.example.com/rss.xml',
      NEWS_TIMEOUT_MS: '1500',
      NEWS_CACHE_SECONDS: '0',
      NEWS_IMAGE_ALLOW_PRIVATE_HOSTS: '1',
    });
    expect(env).toMatchObject({
      NEWS_API_KEY: 'secret-key',
      NEWS_API_BASE_URL: 'http://127.0.0.1:9999/v1',
      NEWS_KEYWORD: 'बिहार',
      NEWS_RSS_URL: 'https://feed.example.com/rss.xml',
      NEWS_TIMEOUT_MS: 1500,
      NEWS_CACHE_SECONDS: 0,
      NEWS_IMAGE_ALLOW_PRIVATE_HOSTS: true,
    });
  });

  it('refuses private picture hosts unless NEWS_IMAGE_ALLOW_PRIVATE_HOSTS is 1', () => {
    expect(parseServerEnv({}).NEWS_IMAGE_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(parseServerEnv({ NEWS_IMAGE_ALLOW_PRIVATE_HOSTS: '0' }).NEWS_IMAGE_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(() => parseServerEnv({ NEWS_IMAGE_ALLOW_PRIVATE_HOSTS: 'yes' })).toThrow(
      'Invalid environment: NEWS_IMAGE_ALLOW_PRIVATE_HOSTS must be 0 or 1',
    );
  });

  it('throws a clear message for a bad base URL', () => {
    expect(() => parseServerEnv({ NEWS_API_BASE_URL: 'api.currentsapi.services/v1' })).toThrow(
      'Invalid environment: NEWS_API_BASE_URL must be an absolute URL',
    );
  });

  it('throws a clear message for a bad RSS URL', () => {
    expect(() => parseServerEnv({ NEWS_RSS_URL: 'not a url' })).toThrow(/NEWS_RSS_URL must be an absolute URL/);
  });

  it('rejects out-of-range timeouts and cache times', () => {
    for (const value of ['50', 'soon', '60001', '1.5']) {
      expect(() => parseServerEnv({ NEWS_TIMEOUT_MS: value }), value).toThrow(
        'Invalid environment: NEWS_TIMEOUT_MS must be a whole number from 100 to 60000',
      );
    }
    expect(() => parseServerEnv({ NEWS_CACHE_SECONDS: '-1' })).toThrow(
      'Invalid environment: NEWS_CACHE_SECONDS must be a whole number from 0 to 86400',
    );
  });

  it('ignores unrelated variables', () => {
    expect(parseServerEnv({ [['NEXT', 'PUBLIC', 'NEWS', 'API', 'KEY'].join('_')]: 'leak', PATH: '/usr/bin' })).toEqual(
      parseServerEnv({}),
    );
  });
});
