import { describe, expect, it } from 'vitest';
import {
  addEntry,
  cancelEntry,
  cancelEvent,
  changeSettings,
  checkIn,
  confirmedCount,
  entriesWith,
  MAX_ROSTER_ENTRIES,
  newRoster,
  placesLeft,
  readRoster,
  registrationRefusal,
  waitlistPosition,
  type Roster,
} from '@/lib/events/roster';

const NOW = Date.UTC(2026, 11, 1);
const settings = { capacity: 2, closesAt: NOW + 60_000, eventDate: '2026-12-05' };
const person = (n: number) => ({
  registrant: { name: `Person ${n}`, mobile: `98765432${String(n).padStart(2, '0')}`, ageBand: '18to25' as const },
  locale: 'en' as const,
  noticeVersion: 'v1',
});
const withPeople = (count: number, roster: Roster = newRoster(settings)) =>
  Array.from({ length: count }, (_, i) => i + 1).reduce((r, n) => addEntry(r, `id${n}`, person(n), NOW), roster);

describe('an event roster', () => {
  it('gives places in order of arrival, then puts people on the waitlist in order', () => {
    const roster = withPeople(5);
    expect(entriesWith(roster, 'confirmed').map(([id]) => id)).toEqual(['id1', 'id2']);
    expect(entriesWith(roster, 'waitlisted').map(([id]) => id)).toEqual(['id3', 'id4', 'id5']);
    expect(waitlistPosition(roster, 'id4')).toBe(2);
    expect(waitlistPosition(roster, 'id1')).toBeNull();
    expect(placesLeft(roster)).toBe(0);
  });

  it('registers the same id once', () => {
    const roster = addEntry(withPeople(1), 'id1', person(1), NOW);
    expect(Object.keys(roster.entries)).toEqual(['id1']);
    expect(roster.nextSeq).toBe(2);
  });

  it('refuses the same name and mobile twice, whatever the case and spaces, but not a sibling on one number', () => {
    const roster = withPeople(1);
    const again = { ...person(1), registrant: { ...person(1).registrant, name: '  person 1 ' } };
    expect(registrationRefusal(roster, again.registrant, NOW)).toBe('duplicate');
    expect(addEntry(roster, 'other', again, NOW)).toBe(roster);
    const sibling = { ...person(1), registrant: { ...person(1).registrant, name: 'Sister' } };
    expect(registrationRefusal(roster, sibling.registrant, NOW)).toBeNull();
  });

  it('refuses after the closing time, on a cancelled event, and past the largest roster', () => {
    const roster = withPeople(1);
    expect(registrationRefusal(roster, person(2).registrant, settings.closesAt)).toBe('closed');
    expect(registrationRefusal(cancelEvent(roster, {}, NOW), person(2).registrant, NOW)).toBe('cancelled');
    const big = {
      ...roster,
      entries: Object.fromEntries(Array.from({ length: MAX_ROSTER_ENTRIES }, (_, i) => [`x${i}`, roster.entries.id1!])),
    };
    expect(registrationRefusal(big, person(2).registrant, NOW)).toBe('rosterFull');
  });

  it('moves the first one waiting up when someone with a place cancels, and only once', () => {
    const { roster, promoted } = cancelEntry(withPeople(4), 'id1', NOW + 5);
    expect(promoted).toEqual(['id3']);
    expect(roster.entries.id1).toMatchObject({ status: 'cancelled', cancelledAt: NOW + 5, cancelledBy: 'registrant' });
    expect(roster.entries.id3).toMatchObject({ status: 'confirmed', promotedAt: NOW + 5 });
    expect(waitlistPosition(roster, 'id4')).toBe(1);
    expect(cancelEntry(roster, 'id1', NOW + 6)).toEqual({ roster, promoted: [] });
  });

  it('lets no one up when someone waiting leaves', () => {
    const { roster, promoted } = cancelEntry(withPeople(4), 'id3', NOW);
    expect(promoted).toEqual([]);
    expect(confirmedCount(roster)).toBe(2);
    expect(waitlistPosition(roster, 'id4')).toBe(1);
  });

  it('lets the waitlist in, in order, when the capacity grows, and takes no place away when it shrinks', () => {
    const grown = changeSettings(withPeople(5), { capacity: 4, closesAt: settings.closesAt }, NOW);
    expect(grown.promoted).toEqual(['id3', 'id4']);
    const shrunk = changeSettings(grown.roster, { capacity: 1, closesAt: settings.closesAt }, NOW);
    expect(shrunk.promoted).toEqual([]);
    expect(confirmedCount(shrunk.roster)).toBe(4);
    // Below the new capacity only once enough have cancelled.
    expect(cancelEntry(shrunk.roster, 'id1', NOW).promoted).toEqual([]);
  });

  it('ends every place and the waitlist when the team cancels the event, and keeps its message', () => {
    const roster = cancelEvent(cancelEntry(withPeople(3), 'id2', NOW).roster, { en: 'Rain', hi: 'बारिश' }, NOW + 1);
    expect(roster.cancelled).toEqual({ at: NOW + 1, message: { en: 'Rain', hi: 'बारिश' } });
    expect(Object.values(roster.entries).map((e) => [e.status, e.cancelledBy])).toEqual([
      ['cancelled', 'team'],
      ['cancelled', 'registrant'],
      ['cancelled', 'team'],
    ]);
    expect(promoteAfterCancel(roster)).toEqual([]);
  });

  it('checks in only people with a place, once, keeping the first time', () => {
    const roster = checkIn(checkIn(withPeople(3), 'id1', NOW + 10), 'id1', NOW + 20);
    expect(roster.entries.id1?.checkedInAt).toBe(NOW + 10);
    expect(checkIn(roster, 'id3', NOW).entries.id3?.checkedInAt).toBeUndefined();
  });

  it('reads a stored roster, and nothing as no roster', () => {
    expect(readRoster(null)).toBeNull();
    expect(readRoster({ entries: {} })).toBeNull();
    expect(readRoster({ settings })).toEqual({ settings, nextSeq: 1, entries: {} });
  });
});

const promoteAfterCancel = (roster: Roster) => changeSettings(roster, { capacity: 10, closesAt: 0 }, NOW).promoted;
