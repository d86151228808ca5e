import { PLAYER_AGE_GROUPS, type PlayerAgeGroup } from './age-groups';
import type { Player, StoredMark } from './model';

/** One session as read back from the server for a report. */
export interface HeldSession {
  key: string;
  date: string;
  ageGroup: PlayerAgeGroup;
  marks: Record<string, StoredMark>;
}

export interface PlayerLine {
  key: string;
  reference: string;
  firstName: string;
  ageGroup: PlayerAgeGroup;
  attended: number;
  /** Sessions of the month in which the player was on the register (marked present or absent). */
  held: number;
  /** Whole per cent, rounded. */
  percent: number;
}

export interface SessionLine {
  key: string;
  date: string;
  ageGroup: PlayerAgeGroup;
  present: number;
  /** Players marked in the session, present or absent. */
  roster: number;
}

export interface MonthlyReport {
  month: string;
  players: PlayerLine[];
  sessions: SessionLine[];
}

export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/**
 * A month's attendance: per session (present of those on its register) and per player (sessions
 * attended of those held while they were on the register). A player no longer on the team keeps
 * their line: `names` holds every membership's name, not only the accepted ones.
 */
export function monthlyReport(
  month: string,
  sessions: readonly HeldSession[],
  names: ReadonlyMap<string, Pick<Player, 'reference' | 'firstName'>>,
): MonthlyReport {
  const ordered = [...sessions].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || PLAYER_AGE_GROUPS.indexOf(a.ageGroup) - PLAYER_AGE_GROUPS.indexOf(b.ageGroup),
  );
  const perPlayer = new Map<string, PlayerLine>();
  for (const session of ordered) {
    for (const [key, mark] of Object.entries(session.marks)) {
      const name = names.get(key);
      const line = perPlayer.get(key) ?? {
        key,
        reference: name?.reference ?? '',
        firstName: name?.firstName ?? '',
        ageGroup: session.ageGroup,
        attended: 0,
        held: 0,
        percent: 0,
      };
      line.held += 1;
      if (mark.present) line.attended += 1;
      line.percent = percentOf(line.attended, line.held);
      perPlayer.set(key, line);
    }
  }
  const players = [...perPlayer.values()].sort(
    (a, b) =>
      PLAYER_AGE_GROUPS.indexOf(a.ageGroup) - PLAYER_AGE_GROUPS.indexOf(b.ageGroup) ||
      a.firstName.localeCompare(b.firstName) ||
      a.reference.localeCompare(b.reference),
  );
  const lines = ordered.map((session) => {
    const marks = Object.values(session.marks);
    return {
      key: session.key,
      date: session.date,
      ageGroup: session.ageGroup,
      present: marks.filter((mark) => mark.present).length,
      roster: marks.length,
    };
  });
  return { month, players, sessions: lines };
}
