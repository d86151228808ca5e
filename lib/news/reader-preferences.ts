import { settingCookie } from '@/lib/http/setting-cookie';
import { isNewsCategory, type NewsCategory } from './constants';

/**
 * The reader's own choices: how articles are laid out, and the categories the reader follows
 * (shown first, and the one the reader opens on). Kept on the device and mirrored in a cookie,
 * so the server renders the reader the way it was left, with no flash of the default.
 */
export interface ReaderPreferences {
  layout: 'grid' | 'list';
  preferredCategories: NewsCategory[];
}

export const DEFAULT_READER_PREFERENCES: ReaderPreferences = { layout: 'grid', preferredCategories: [] };

export const READER_PREFERENCES_COOKIE = 'reader_preferences';

/** Keeps the known categories once each, in the order given; anything else is dropped. */
function cleanCategories(values: readonly unknown[]): NewsCategory[] {
  const kept: NewsCategory[] = [];
  for (const value of values) {
    if (typeof value === 'string' && isNewsCategory(value) && !kept.includes(value)) kept.push(value);
  }
  return kept;
}

/** Reads preferences from stored JSON or a parsed object; bad parts fall back to the defaults. */
export function parseReaderPreferences(value: unknown): ReaderPreferences {
  if (typeof value !== 'object' || value === null) return { ...DEFAULT_READER_PREFERENCES };
  const v = value as Record<string, unknown>;
  return {
    layout: v.layout === 'list' ? 'list' : 'grid',
    preferredCategories: Array.isArray(v.preferredCategories) ? cleanCategories(v.preferredCategories) : [],
  };
}

/** The cookie's value: `layout=list&categories=sports,health`, short and readable. */
export function preferencesCookieValue(preferences: ReaderPreferences): string {
  const params = new URLSearchParams({ layout: preferences.layout });
  if (preferences.preferredCategories.length > 0) params.set('categories', preferences.preferredCategories.join(','));
  return params.toString();
}

export function preferencesFromCookie(value: string | undefined): ReaderPreferences {
  if (!value || value.length > 300) return { ...DEFAULT_READER_PREFERENCES };
  const params = new URLSearchParams(value);
  return parseReaderPreferences({
    layout: params.get('layout'),
    preferredCategories: (params.get('categories') ?? '').split(','),
  });
}

/** The cookie the browser writes (document.cookie; see settingCookie). */
export const preferencesCookie = (preferences: ReaderPreferences, secure: boolean): string =>
  settingCookie(READER_PREFERENCES_COOKIE, preferencesCookieValue(preferences), secure);
