import type { Locale } from '@/lib/i18n/locales';
import { REGISTRANT_PERSONAL_FIELDS } from '@/lib/privacy/personal-fields';
import type { AgeBand } from './registration-fields';

/**
 * One event's registrations, kept as one record so that every change to it is one database
 * transaction: who is in, who waits and in which order cannot be split between two instances.
 * Pure: the store runs these functions inside its transaction, the tests run them directly.
 */

export type RegistrationStatus = 'confirmed' | 'waitlisted' | 'cancelled';

/** What a person gives when they register. `parent` is there for someone under 18. */
export interface Registrant {
  name: string;
  mobile: string;
  ageBand: AgeBand;
  parent?: { name: string; mobile: string };
}

// The fields the nightly run removes are named in lib/privacy/personal-fields.ts; they must be an entry's.
REGISTRANT_PERSONAL_FIELDS satisfies readonly (keyof RosterEntry)[];

export interface RosterEntry extends Registrant {
  /** The order of arrival: the waitlist is promoted from in this order. */
  seq: number;
  status: RegistrationStatus;
  locale: Locale;
  registeredAt: number;
  /** The privacy notice's version the person was shown when they agreed. */
  noticeVersion: string;
  /** Set when someone from the waitlist was given a place. */
  promotedAt?: number;
  cancelledAt?: number;
  /** Who cancelled: the person from their page, or the team (the whole event). */
  cancelledBy?: 'registrant' | 'team';
  checkedInAt?: number;
  /** The device's alert subscription (its id, lib/push) when the person asked for a reminder. */
  alerts?: string;
  /** Set by the nightly run when the personal fields were removed; the counts stay. */
  erasedAt?: number;
}

export interface RosterSettings {
  capacity: number;
  /** No new registration from this moment (ms); cancelling stays open until the event. */
  closesAt: number;
  /** The event's day, India time (YYYY-MM-DD): the keeping period counts from it. */
  eventDate: string;
}

export interface EventCancellation {
  at: number;
  /** What the team tells registrants, in the languages it wrote. */
  message: Partial<Record<Locale, string>>;
}

export interface Roster {
  settings: RosterSettings;
  cancelled?: EventCancellation;
  nextSeq: number;
  entries: Record<string, RosterEntry>;
}

/** Beyond this many entries (in and waiting) the roster takes no more: a bound on one record. */
export const MAX_ROSTER_ENTRIES = 500;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The stored value as a roster, or null when registrations were never opened for the event. */
export function readRoster(value: unknown): Roster | null {
  if (!isRecord(value) || !isRecord(value.settings)) return null;
  const settings = value.settings as unknown as RosterSettings;
  const entries = isRecord(value.entries) ? (value.entries as Record<string, RosterEntry>) : {};
  return {
    settings,
    ...(isRecord(value.cancelled) ? { cancelled: value.cancelled as unknown as EventCancellation } : {}),
    nextSeq: typeof value.nextSeq === 'number' ? value.nextSeq : 1,
    entries,
  };
}

const bySeq = ([, a]: [string, RosterEntry], [, b]: [string, RosterEntry]) => a.seq - b.seq;

/** The entries with a status, in order of arrival. */
export const entriesWith = (roster: Roster, status: RegistrationStatus): [string, RosterEntry][] =>
  Object.entries(roster.entries)
    .filter(([, entry]) => entry.status === status)
    .sort(bySeq);

export const confirmedCount = (roster: Roster) => entriesWith(roster, 'confirmed').length;

export const placesLeft = (roster: Roster) => Math.max(0, roster.settings.capacity - confirmedCount(roster));

/** 1 for the first person waiting; null for someone not on the waitlist. */
export function waitlistPosition(roster: Roster, entryId: string): number | null {
  const index = entriesWith(roster, 'waitlisted').findIndex(([id]) => id === entryId);
  return index < 0 ? null : index + 1;
}

export type RegistrationRefusal = 'closed' | 'cancelled' | 'duplicate' | 'rosterFull';

/** Why a new registration cannot be taken now, or null when it can. */
export function registrationRefusal(roster: Roster, registrant: Registrant, now: number): RegistrationRefusal | null {
  if (roster.cancelled) return 'cancelled';
  if (now >= roster.settings.closesAt) return 'closed';
  if (isAlreadyRegistered(roster, registrant)) return 'duplicate';
  if (Object.keys(roster.entries).length >= MAX_ROSTER_ENTRIES) return 'rosterFull';
  return null;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en-IN') === b.trim().toLocaleLowerCase('en-IN');

/**
 * The same person twice: a name and a mobile number already in (or waiting). A family registers
 * several children with one parent's number, so the number alone is not enough.
 */
export const isAlreadyRegistered = (roster: Roster, registrant: Registrant) =>
  Object.values(roster.entries).some(
    (entry) =>
      entry.status !== 'cancelled' && entry.mobile === registrant.mobile && sameName(entry.name, registrant.name),
  );

export interface NewEntry {
  registrant: Registrant;
  locale: Locale;
  noticeVersion: string;
  /** The alert subscription to remind and tell of changes, when the person asked. */
  alerts?: string;
}

/**
 * The roster with the person added under `entryId`: in while a place is left, else at the end of
 * the waitlist. An id already there (the same form posted twice) changes nothing, and neither does
 * a refused registration: the caller reads the outcome from the roster it gets back.
 */
export function addEntry(roster: Roster, entryId: string, entry: NewEntry, now: number): Roster {
  if (roster.entries[entryId] || registrationRefusal(roster, entry.registrant, now)) return roster;
  const status: RegistrationStatus = placesLeft(roster) > 0 ? 'confirmed' : 'waitlisted';
  const stored: RosterEntry = {
    ...entry.registrant,
    seq: roster.nextSeq,
    status,
    locale: entry.locale,
    registeredAt: now,
    noticeVersion: entry.noticeVersion,
    ...(entry.alerts ? { alerts: entry.alerts } : {}),
  };
  return { ...roster, nextSeq: roster.nextSeq + 1, entries: { ...roster.entries, [entryId]: stored } };
}

/** Gives free places to the waitlist, first come first in. Answers the roster and who got in. */
export function promoteWaitlist(roster: Roster, now: number): { roster: Roster; promoted: string[] } {
  if (roster.cancelled) return { roster, promoted: [] };
  const promoted = entriesWith(roster, 'waitlisted')
    .slice(0, placesLeft(roster))
    .map(([id]) => id);
  if (promoted.length === 0) return { roster, promoted };
  const entries = { ...roster.entries };
  for (const id of promoted) {
    const entry = entries[id];
    if (entry) entries[id] = { ...entry, status: 'confirmed', promotedAt: now };
  }
  return { roster: { ...roster, entries }, promoted };
}

/**
 * A person cancels their place (or leaves the waitlist): the first ones waiting move up. Cancelling
 * twice changes nothing.
 */
export function cancelEntry(roster: Roster, entryId: string, now: number): { roster: Roster; promoted: string[] } {
  const entry = roster.entries[entryId];
  if (!entry || entry.status === 'cancelled') return { roster, promoted: [] };
  const cancelled: Roster = {
    ...roster,
    entries: {
      ...roster.entries,
      [entryId]: { ...entry, status: 'cancelled', cancelledAt: now, cancelledBy: 'registrant' },
    },
  };
  return promoteWaitlist(cancelled, now);
}

/**
 * New capacity or closing time. A larger capacity lets the waitlist in, in order; a smaller one
 * takes no one's place away: new registrations wait until enough have cancelled.
 */
export function changeSettings(
  roster: Roster,
  change: Pick<RosterSettings, 'capacity' | 'closesAt'>,
  now: number,
): { roster: Roster; promoted: string[] } {
  return promoteWaitlist({ ...roster, settings: { ...roster.settings, ...change } }, now);
}

/** The team cancels the event: every place and the waitlist end; the message stays for the pages. */
export function cancelEvent(roster: Roster, message: EventCancellation['message'], now: number): Roster {
  if (roster.cancelled) return roster;
  const entries = Object.fromEntries(
    Object.entries(roster.entries).map(([id, entry]) => [
      id,
      entry.status === 'cancelled'
        ? entry
        : { ...entry, status: 'cancelled' as const, cancelledAt: now, cancelledBy: 'team' as const },
    ]),
  );
  return { ...roster, entries, cancelled: { at: now, message } };
}

/** Marks a confirmed person as arrived; the first check-in's time is kept. */
export function checkIn(roster: Roster, entryId: string, at: number): Roster {
  const entry = roster.entries[entryId];
  if (!entry || entry.status !== 'confirmed' || entry.checkedInAt !== undefined) return roster;
  return { ...roster, entries: { ...roster.entries, [entryId]: { ...entry, checkedInAt: at } } };
}

/** A roster opened with these settings, empty. */
export const newRoster = (settings: RosterSettings): Roster => ({ settings, nextSeq: 1, entries: {} });

/** Whether new registrations are taken now (the waitlist counts: a full event still takes them). */
export const registrationOpen = (roster: Roster, now: number) => !roster.cancelled && now < roster.settings.closesAt;
