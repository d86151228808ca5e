import { entryIdOf, tokenFromRegistrationUrl } from './registration-address';
import type { TeamRegistrant } from './team-events';

/**
 * What the door does with a scanned code or a typed name, on the phone, from the event's list kept
 * on it: no connection needed.
 */

/** What a scanned code turned out to be. */
export type ScanOutcome =
  | { kind: 'arrived'; registrant: TeamRegistrant }
  | { kind: 'alreadyIn'; registrant: TeamRegistrant; at: number }
  | { kind: 'waiting'; registrant: TeamRegistrant }
  | { kind: 'cancelled'; registrant: TeamRegistrant }
  | { kind: 'otherEvent' }
  | { kind: 'unknown' };

/**
 * Reads a code against this event's list. `checkedIn` holds the arrivals the phone knows of (sent
 * or still waiting), by entry.
 */
export async function readScan(
  text: string,
  slug: string,
  registrants: readonly TeamRegistrant[],
  checkedIn: ReadonlyMap<string, number>,
): Promise<ScanOutcome> {
  const address = tokenFromRegistrationUrl(text);
  if (!address) return { kind: 'unknown' };
  if (address.slug !== slug) return { kind: 'otherEvent' };
  const entryId = await entryIdOf(address.token);
  const registrant = registrants.find((r) => r.entryId === entryId);
  if (!registrant) return { kind: 'unknown' };
  if (registrant.status === 'waitlisted') return { kind: 'waiting', registrant };
  if (registrant.status === 'cancelled') return { kind: 'cancelled', registrant };
  const at = checkedIn.get(entryId) ?? registrant.checkedInAt;
  return at === undefined ? { kind: 'arrived', registrant } : { kind: 'alreadyIn', registrant, at };
}

const folded = (text: string) => text.normalize('NFC').toLocaleLowerCase('en-IN').replace(/\s+/g, ' ').trim();

/** The most names a search shows: a door's list on a phone's screen. */
export const DOOR_SEARCH_LIMIT = 20;

/**
 * People with a place whose name (or parent's name) holds every word typed, in any case, in the
 * order they registered; nothing until something is typed.
 */
export function searchRegistrants(registrants: readonly TeamRegistrant[], query: string): TeamRegistrant[] {
  const words = folded(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  return registrants
    .filter((r) => r.status === 'confirmed')
    .filter((r) => {
      const names = folded(`${r.name} ${r.parentName ?? ''}`);
      return words.every((word) => names.includes(word));
    })
    .sort((a, b) => a.seq - b.seq)
    .slice(0, DOOR_SEARCH_LIMIT);
}

/** How long the event's list stays on the phone: the day of the event and the next, then it is read again. */
export const DOOR_LIST_MAX_AGE_MS = 2 * 24 * 60 * 60_000;
export const doorListKey = (slug: string) => `door:${slug}`;
