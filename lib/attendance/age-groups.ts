import { ageOn } from '@/lib/forms/field-values';

/**
 * The club's training groups, youngest first. A player's group is the one for their age on
 * 1 January of the session's year, as youth football counts it (a birth year stays in one group
 * for the whole season, and a birthday in March does not move a child mid-term).
 */
export const PLAYER_AGE_GROUPS = ['U-12', 'U-15', 'U-18', 'Senior'] as const;
export type PlayerAgeGroup = (typeof PLAYER_AGE_GROUPS)[number];

/** Each youth group takes ages below its limit; Senior takes the rest. */
const UNDER: Record<Exclude<PlayerAgeGroup, 'Senior'>, number> = { 'U-12': 12, 'U-15': 15, 'U-18': 18 };

export const isPlayerAgeGroup = (value: string): value is PlayerAgeGroup =>
  (PLAYER_AGE_GROUPS as readonly string[]).includes(value);

/** The group of a player born on `dateOfBirth` (YYYY-MM-DD) for a session on `day` (YYYY-MM-DD); undefined for no date. */
export function ageGroupFor(dateOfBirth: string, day: string): PlayerAgeGroup | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const age = ageOn(dateOfBirth, `${day.slice(0, 4)}-01-01`);
  if (!Number.isFinite(age) || age < 0) return undefined;
  const youth = (Object.entries(UNDER) as [PlayerAgeGroup, number][]).find(([, limit]) => age < limit);
  return youth ? youth[0] : 'Senior';
}
