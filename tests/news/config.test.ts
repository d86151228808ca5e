import { describe, expect, it, vi } from 'vitest';
import { CURRENTS_BASE_URL, parseNewsEnv } from '@/lib/news/config';

vi.mock('server-only', () => ({}));

describe('parseNewsEnv', () => {
  it('has defaults: the Currents base URL, the state as keyword and no key', () => {
    const env = parseNewsEnv({});
    expect(CURRENTS_BASE_URL).toBe('https://api.currentsapi.services/v1');
    expect(env.NEWS_API_BASE_URL).toBe('https://api.currentsapi.services/v1');
    expect(env.NEWS_KEYWORD).toBe('Bihar');
    expect(env.NEWS_API_KEY).toBeUndefined();
    expect(env.NEWS_RSS_URL).toBeUndefined();
    expect(env.NEWS_TIMEOUT_MS).toBe(8000);
    expect(env.NEWS_CACHE_SECONDS).toBe(300);
  });

  it('counts empty and blank strings as unset', () => {
    const env = parseNewsEnv({
      NEWS_API_KEY: '',
      NEWS_API_BASE_URL: '',
      NEWS_KEYWORD: '   ',
      NEWS_RSS_URL: '',
      NEWS_TIMEOUT_MS: '',
      NEWS_CACHE_SECONDS: ' ',
    });
    expect(env).toEqual(parseNewsEnv({}));
  });

  it('reads the values it is given', () => {
    const env = parseNewsEnv({
      NEWS_API_KEY: ' secret-key ',
      NEWS_API_BASE_URL: 'http://127.0.0.1:9999/v1',
      NEWS_KEYWORD: 'बिहार',
      NEWS_RSS_URL: 'https://feed.example.com/rss.xml',
      NEWS_TIMEOUT_MS: '1500',
      NEWS_CACHE_SECONDS: '0',
      NEWS_IMAGE_ALLOW_PRIVATE_HOSTS: '1',
    });
    expect(env).toEqual({
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
    expect(parseNewsEnv({}).NEWS_IMAGE_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(parseNewsEnv({ NEWS_IMAGE_ALLOW_PRIVATE_HOSTS: '0' }).NEWS_IMAGE_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(() => parseNewsEnv({ NEWS_IMAGE_ALLOW_PRIVATE_HOSTS: 'yes' })).toThrow(
      'Invalid news environment: NEWS_IMAGE_ALLOW_PRIVATE_HOSTS must be 0 or 1',
    );
  });

  it('throws a clear message for a bad base URL', () => {
    expect(() => parseNewsEnv({ NEWS_API_BASE_URL: 'api.currentsapi.services/v1' })).toThrow(
      'Invalid news environment: NEWS_API_BASE_URL must be an absolute URL',
    );
  });

  it('throws a clear message for a bad RSS URL', () => {
    expect(() => parseNewsEnv({ NEWS_RSS_URL: 'not a url' })).toThrow(/NEWS_RSS_URL must be an absolute URL/);
  });

  it('rejects out-of-range timeouts and cache times', () => {
    expect(() => parseNewsEnv({ NEWS_TIMEOUT_MS: '50' })).toThrow(/Invalid news environment/);
    expect(() => parseNewsEnv({ NEWS_TIMEOUT_MS: 'soon' })).toThrow(/Invalid news environment/);
    expect(() => parseNewsEnv({ NEWS_CACHE_SECONDS: '-1' })).toThrow(/Invalid news environment/);
  });

  it('ignores unrelated variables', () => {
    expect(parseNewsEnv({ [['NEXT', 'PUBLIC', 'NEWS', 'API', 'KEY'].join('_')]: 'leak', PATH: '/usr/bin' })).toEqual(
      parseNewsEnv({}),
    );
  });
});
