import { entryIdOf } from './registration-address';
import {
  addEntry,
  cancelEntry,
  cancelEvent,
  changeSettings,
  checkIn,
  newRoster,
  readRoster,
  registrationRefusal,
  waitlistPosition,
  type EventCancellation,
  type NewEntry,
  type RegistrationRefusal,
  type Roster,
  type RosterEntry,
  type RosterSettings,
} from './roster';

/** Where the rosters are kept: the database in the server, a fake in the tests. */
export interface RosterStore {
  /**
   * Changes eventRegistrations/<slug> in one step whatever other instances do, as a database
   * transaction does: `change` gets the stored value (null when absent, and possibly before the
   * stored value is known, so it may run again) and answers the new value. Answers the value
   * stored afterwards.
   */
  transact(slug: string, change: (current: unknown) => unknown): Promise<unknown>;
  read(slug: string): Promise<unknown>;
}

export interface RegistrationsOptions {
  store: RosterStore;
  /** Runs the work after this process's earlier ones, under the lock shared by instances. */
  inTurn: <T>(work: () => Promise<T>) => Promise<T>;
  now?: () => number;
}

/** A registration as its own page shows it. */
export interface RegistrationView {
  entryId: string;
  entry: RosterEntry;
  /** 1 for the first one waiting; null when not waiting. */
  position: number | null;
  cancelled?: EventCancellation;
}

export type RegisterOutcome =
  { kind: 'registered'; registration: RegistrationView } | { kind: 'refused'; reason: RegistrationRefusal | 'notOpen' };

const viewOf = (roster: Roster, entryId: string): RegistrationView | null => {
  const entry = roster.entries[entryId];
  if (!entry) return null;
  return {
    entryId,
    entry,
    position: waitlistPosition(roster, entryId),
    ...(roster.cancelled ? { cancelled: roster.cancelled } : {}),
  };
};

/** Who was given a place from the waitlist by a change: their entries, to tell them. */
export interface Promotion {
  entryId: string;
  entry: RosterEntry;
}

/**
 * Registrations for events. Every change is one transaction on the event's roster, so two instances
 * cannot both give away the last place; the turns only keep fifty registrations at once from
 * retrying that transaction fifty times.
 */
export function createRegistrations({ store, inTurn, now = Date.now }: RegistrationsOptions) {
  /** Runs `change` on the roster in one transaction; `null` stays null (no roster, nothing to do). */
  const transact = (slug: string, change: (roster: Roster) => Roster) =>
    inTurn(async () => {
      // Before the stored value is known it may look absent: leave it so, and the database runs
      // this again on what it holds.
      const stored = await store.transact(slug, (current) => {
        const roster = readRoster(current);
        return roster ? change(roster) : current;
      });
      return readRoster(stored);
    });

  const promotionsOf = (before: Roster | null, after: Roster | null): Promotion[] =>
    after
      ? Object.entries(after.entries)
          .filter(([id, entry]) => entry.promotedAt !== undefined && before?.entries[id]?.status === 'waitlisted')
          .filter(([, entry]) => entry.status === 'confirmed')
          .map(([entryId, entry]) => ({ entryId, entry }))
      : [];

  return {
    async roster(slug: string): Promise<Roster | null> {
      return readRoster(await store.read(slug));
    },

    /** Opens an event for registration; an event already open keeps its roster. */
    async open(slug: string, settings: RosterSettings): Promise<Roster> {
      const stored = await inTurn(() =>
        store.transact(slug, (current) => (readRoster(current) ? current : newRoster(settings))),
      );
      const roster = readRoster(stored);
      if (!roster) throw new Error(`The roster of ${slug} was not stored`);
      return roster;
    },

    /** The person in, on the waitlist, or why not; the same token twice is one registration. */
    async register(slug: string, token: string, entry: NewEntry): Promise<RegisterOutcome> {
      const entryId = await entryIdOf(token);
      const at = now();
      const roster = await transact(slug, (current) => addEntry(current, entryId, entry, at));
      if (!roster) return { kind: 'refused', reason: 'notOpen' };
      const registration = viewOf(roster, entryId);
      if (registration) return { kind: 'registered', registration };
      return { kind: 'refused', reason: registrationRefusal(roster, entry.registrant, at) ?? 'closed' };
    },

    async find(slug: string, token: string): Promise<RegistrationView | null> {
      const roster = readRoster(await store.read(slug));
      const entryId = await entryIdOf(token);
      return roster && viewOf(roster, entryId);
    },

    /** The person leaves; answers their registration as it now is and who moved up. */
    async cancel(slug: string, token: string) {
      const entryId = await entryIdOf(token);
      let before: Roster | null = null;
      const roster = await transact(slug, (current) => {
        before = current;
        return cancelEntry(current, entryId, now()).roster;
      });
      return { registration: roster && viewOf(roster, entryId), promoted: promotionsOf(before, roster) };
    },

    /** The team changes capacity or closing time; a larger capacity lets the waitlist in. */
    async change(slug: string, change: Pick<RosterSettings, 'capacity' | 'closesAt'>) {
      let before: Roster | null = null;
      const roster = await transact(slug, (current) => {
        before = current;
        return changeSettings(current, change, now()).roster;
      });
      return { roster, promoted: promotionsOf(before, roster) };
    },

    /** The team cancels the event; answers the roster with everyone's place ended. */
    async cancelEvent(slug: string, message: EventCancellation['message']) {
      const roster = await transact(slug, (current) => cancelEvent(current, message, now()));
      // Those who still had a place or were waiting when the event was called off.
      const affected = Object.entries(roster?.entries ?? {})
        .filter(([, entry]) => entry.cancelledBy === 'team')
        .map(([entryId, entry]) => ({ entryId, entry }));
      return { roster, affected };
    },

    /** Marks arrivals by entry id, each at the time it was taken on the phone; repeats change nothing. */
    async checkIn(slug: string, arrivals: readonly { entryId: string; at: number }[]) {
      return transact(slug, (current) =>
        arrivals.reduce((roster, { entryId, at }) => checkIn(roster, entryId, at), current),
      );
    },
  };
}

export type Registrations = ReturnType<typeof createRegistrations>;
