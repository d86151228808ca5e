import type { InboxRecord } from '@/lib/team/inbox-types';
import { ageGroupFor, PLAYER_AGE_GROUPS } from './age-groups';
import type { Player } from './model';

/** The status that makes an applicant a player on the register. */
export const PLAYER_STATUS = 'accepted';

/** The first word of a name: what a coach calls out, and all the phone keeps. */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A membership record as a player, whatever its status; none without a usable date of birth. */
export function playerOf(record: InboxRecord, day: string): Player | undefined {
  const ageGroup = ageGroupFor(text(record.fields.dateOfBirth), day);
  const firstName = firstNameOf(text(record.fields.fullName));
  return ageGroup && firstName ? { key: record.key, reference: record.reference, firstName, ageGroup } : undefined;
}

/**
 * The players of the register on `day`: accepted memberships only, by age group (youngest first),
 * then by first name and reference.
 */
export function rosterFrom(records: readonly InboxRecord[], day: string): Player[] {
  return records
    .filter((record) => record.status === PLAYER_STATUS)
    .flatMap((record) => playerOf(record, day) ?? [])
    .sort(
      (a, b) =>
        PLAYER_AGE_GROUPS.indexOf(a.ageGroup) - PLAYER_AGE_GROUPS.indexOf(b.ageGroup) ||
        a.firstName.localeCompare(b.firstName) ||
        a.reference.localeCompare(b.reference),
    );
}
