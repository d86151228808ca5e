// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_READER_PREFERENCES,
  parseReaderPreferences,
  preferencesCookie,
  preferencesCookieValue,
  preferencesFromCookie,
} from '@/lib/news/reader-preferences';

describe('reader preferences', () => {
  it('default to the grid and no preferred categories', () => {
    expect(DEFAULT_READER_PREFERENCES).toEqual({ layout: 'grid', preferredCategories: [] });
    expect(parseReaderPreferences(null)).toEqual(DEFAULT_READER_PREFERENCES);
    expect(parseReaderPreferences('list')).toEqual(DEFAULT_READER_PREFERENCES);
  });

  it('keep known categories once each, in order, and drop the rest', () => {
    expect(
      parseReaderPreferences({ layout: 'list', preferredCategories: ['sports', 'politics', 'sports', 3, 'health'] }),
    ).toEqual({ layout: 'list', preferredCategories: ['sports', 'health'] });
    expect(parseReaderPreferences({ layout: 'table', preferredCategories: 'sports' })).toEqual(
      DEFAULT_READER_PREFERENCES,
    );
  });

  it('round-trip through the cookie', () => {
    const preferences = { layout: 'list' as const, preferredCategories: ['jobs' as const, 'regional' as const] };
    expect(preferencesCookieValue(preferences)).toBe('layout=list&categories=jobs%2Cregional');
    expect(preferencesFromCookie(preferencesCookieValue(preferences))).toEqual(preferences);
    expect(preferencesFromCookie(preferencesCookieValue(DEFAULT_READER_PREFERENCES))).toEqual(
      DEFAULT_READER_PREFERENCES,
    );
  });

  it('ignore a missing, oversized or foreign cookie', () => {
    expect(preferencesFromCookie(undefined)).toEqual(DEFAULT_READER_PREFERENCES);
    expect(preferencesFromCookie(`layout=list&categories=${'sports,'.repeat(60)}`)).toEqual(DEFAULT_READER_PREFERENCES);
    expect(preferencesFromCookie('categories=<script>,health')).toEqual({
      layout: 'grid',
      preferredCategories: ['health'],
    });
  });

  it('write a year-long, site-wide, Lax cookie, Secure on https', () => {
    const cookie = preferencesCookie(DEFAULT_READER_PREFERENCES, true);
    expect(cookie).toBe('reader_preferences=layout%3Dgrid; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
    expect(preferencesCookie(DEFAULT_READER_PREFERENCES, false)).not.toContain('Secure');
  });
});
