'use client';

import { storedValue } from '@/lib/browser-storage/stored-value';
import { useStoredValue } from '@/lib/browser-storage/use-stored-value';

/**
 * Who is signed in is Firebase Auth's to say: it signs a member in and, on the team page, restores
 * them. This tab keeps one note of it, the member's name, written only by the team store when its
 * member changes (store/team-store.ts), for the two readers that must not load Firebase:
 * - the header on every page, which shows the name;
 * - the team page, which loads Firebase to check the session only when the note says someone was
 *   signed in here (the note alone signs nobody in).
 * Session storage, so the note ends with the tab, as Firebase's own session does.
 */
export const storedSignedInName = storedValue<string | null>({
  area: 'sessionStorage',
  key: 'teamMemberName',
  fallback: null,
  parse: (name) => name,
  serialize: (name) => name,
});

/** The signed-in member's name, '' when nobody is signed in (and on the server). */
export const useSignedInName = (): string => useStoredValue(storedSignedInName) ?? '';
