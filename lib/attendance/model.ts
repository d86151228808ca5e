import '@/lib/validation/jitless-zod';
import { z } from 'zod/mini';
import { DATABASE_KEY_PATTERN, indiaMidnight } from '@/lib/privacy/access-log-types';
import { PLAYER_AGE_GROUPS, type PlayerAgeGroup } from './age-groups';

/**
 * The register's records, shared by the phone and the server. A session is one age group's
 * training on one day (India's), so its key is made from both: a coach who opens the same
 * register on two phones, or offline, reaches the same session without asking the server.
 */

/** One player on a register: no more than the coach needs to call the roll. */
export interface Player {
  /** The membership record's key. */
  key: string;
  /** The member reference (MEM-…), which tells two players of the same first name apart. */
  reference: string;
  firstName: string;
  ageGroup: PlayerAgeGroup;
}

/** attendance/<session key> = { date, ageGroup, marks: { <player key>: StoredMark } } */
export const sessionKey = (date: string, ageGroup: PlayerAgeGroup) => `${date}_${ageGroup}`;

/** A player marked present or absent, as the server keeps it. */
export interface StoredMark {
  present: boolean;
  /** When the coach marked it, by the phone's clock: a later mark replaces an earlier one. */
  markedAt: number;
  /** The phone's id of the mark (its idempotency key). */
  id: string;
  by: string;
}

/** A day's marks as the register shows them: session key → player key → present. */
export type DayMarks = Record<string, Record<string, boolean>>;

/** The register of a day: its players, and the marks its sessions held when it was loaded. */
export interface DayRegister {
  players: Player[];
  marks: DayMarks;
}

/** A mark sent by a phone (its outbox's payload, with the outbox item's id). */
export interface MarkRequest {
  id: string;
  date: string;
  ageGroup: PlayerAgeGroup;
  player: string;
  present: boolean;
  markedAt: number;
}

/** How far ahead of the server's clock a phone's may run and still be believed. */
export const CLOCK_SKEW_MS = 10 * 60_000;

const day = z.string().check(z.refine((value) => !Number.isNaN(indiaMidnight(value)), 'Not a date (YYYY-MM-DD)'));

/** POST /api/team/attendance/marks */
export const markRequestSchema = z.strictObject({
  id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
  date: day,
  ageGroup: z.enum(PLAYER_AGE_GROUPS),
  player: z.string().check(z.regex(DATABASE_KEY_PATTERN)),
  present: z.boolean(),
  markedAt: z.int().check(z.positive()),
});

/**
 * The mark to keep of two: the one made later on the phone (ties, which only two phones in the same
 * millisecond make, by id, so every server decides alike). The same mark sent twice changes nothing.
 */
export function laterMark(current: StoredMark | null, incoming: StoredMark): StoredMark {
  if (!current) return incoming;
  if (incoming.markedAt !== current.markedAt) return incoming.markedAt > current.markedAt ? incoming : current;
  return incoming.id > current.id ? incoming : current;
}

/** A month as YYYY-MM, and its first and last days. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export function monthDays(month: string): { first: string; last: string } {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` };
}
