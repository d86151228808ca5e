import 'server-only';
import { adminDatabase, adminRead, withDatabaseTimeout } from '@/lib/firebase/admin';
import { FORM_NODES } from '@/lib/forms/options';
import { ATTENDANCE_NODE } from '@/lib/privacy/nodes';
import { inboxRecordsFrom } from '@/lib/team/inbox';
import type { InboxRecord } from '@/lib/team/inbox-types';
import { statusHistoryPath } from '@/lib/team/roles';
import { isPlayerAgeGroup, PLAYER_AGE_GROUPS } from './age-groups';
import {
  laterMark,
  monthDays,
  sessionKey,
  type DayMarks,
  type MarkRequest,
  type Player,
  type StoredMark,
} from './model';
import type { HeldSession } from './report';
import { firstNameOf, playerOf, rosterFrom, PLAYER_STATUS } from './roster';

/** The register's reads and writes, with the server's credential (no browser reads these nodes). */

/** Every membership with its status: a club's members are a few hundred records at most. */
async function readMemberships(): Promise<InboxRecord[]> {
  const [records, history] = await Promise.all([
    adminRead(FORM_NODES.membership),
    adminRead(statusHistoryPath('membership')),
  ]);
  return inboxRecordsFrom('membership', records, history);
}

/** The players of the register on `day`. */
export const readRoster = async (day: string): Promise<Player[]> => rosterFrom(await readMemberships(), day);

/** Every membership's reference and first name, by key, for the reports (a player who left keeps a name). */
export async function readPlayerNames(): Promise<Map<string, Pick<Player, 'reference' | 'firstName'>>> {
  const records = await readMemberships();
  return new Map(
    records.map((record) => {
      const fullName = typeof record.fields.fullName === 'string' ? record.fields.fullName : '';
      return [record.key, { reference: record.reference, firstName: firstNameOf(fullName) }];
    }),
  );
}

/** The one membership, if it is a player of that session's group. */
async function isPlayerOf(request: MarkRequest): Promise<boolean> {
  const [record, history] = await Promise.all([
    adminRead(`${FORM_NODES.membership}/${request.player}`),
    adminRead(statusHistoryPath('membership', request.player)),
  ]);
  const [membership] = inboxRecordsFrom('membership', { [request.player]: record }, { [request.player]: history });
  if (!membership || membership.status !== PLAYER_STATUS) return false;
  return playerOf(membership, request.date)?.ageGroup === request.ageGroup;
}

const asMark = (value: unknown): StoredMark | null => {
  if (typeof value !== 'object' || value === null) return null;
  const mark = value as Partial<StoredMark>;
  return typeof mark.present === 'boolean' && typeof mark.markedAt === 'number' && typeof mark.id === 'string'
    ? { present: mark.present, markedAt: mark.markedAt, id: mark.id, by: typeof mark.by === 'string' ? mark.by : '' }
    : null;
};

export type MarkOutcome = 'applied' | 'unchanged' | 'notPlayer';

/**
 * Keeps a mark, in one transaction per player and session: the same mark sent twice is kept once,
 * and of two marks for the same player the one made later on the phone stays, in whatever order
 * they arrive and on whichever instance.
 */
export async function recordMark(request: MarkRequest, by: string): Promise<MarkOutcome> {
  if (!(await isPlayerOf(request))) return 'notPlayer';
  const db = await adminDatabase();
  const session = sessionKey(request.date, request.ageGroup);
  const path = `${ATTENDANCE_NODE}/${session}`;
  await withDatabaseTimeout(db.ref(path).update({ date: request.date, ageGroup: request.ageGroup }), path);
  const incoming: StoredMark = { present: request.present, markedAt: request.markedAt, id: request.id, by };
  let changed = false;
  await withDatabaseTimeout(
    db.ref(`${path}/marks/${request.player}`).transaction(
      (current: unknown) => {
        const kept = laterMark(asMark(current), incoming);
        changed = kept === incoming;
        return changed ? incoming : undefined;
      },
      undefined,
      false,
    ),
    path,
  );
  return changed ? 'applied' : 'unchanged';
}

/** The sessions held in a month (YYYY-MM), with their marks. */
export async function readMonthSessions(month: string): Promise<HeldSession[]> {
  const db = await adminDatabase();
  const { first, last } = monthDays(month);
  const query = db.ref(ATTENDANCE_NODE).orderByChild('date').startAt(first).endAt(last);
  const value = (await withDatabaseTimeout(query.once('value'), ATTENDANCE_NODE)).val() as Record<
    string,
    unknown
  > | null;
  return Object.entries(value ?? {}).flatMap(([key, raw]): HeldSession[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const { date, ageGroup, marks } = raw as { date?: unknown; ageGroup?: unknown; marks?: unknown };
    if (typeof date !== 'string' || typeof ageGroup !== 'string' || !isPlayerAgeGroup(ageGroup)) return [];
    const kept = Object.entries(typeof marks === 'object' && marks !== null ? marks : {}).flatMap(
      ([player, mark]): [string, StoredMark][] => {
        const stored = asMark(mark);
        return stored ? [[player, stored]] : [];
      },
    );
    return [{ key, date, ageGroup, marks: Object.fromEntries(kept) }];
  });
}

/** Who is marked present or absent in each group's session of a day, so a register reopened shows them. */
export async function readDayMarks(date: string): Promise<DayMarks> {
  const sessions = await Promise.all(
    PLAYER_AGE_GROUPS.map(async (ageGroup) => {
      const key = sessionKey(date, ageGroup);
      const marks = await adminRead(`${ATTENDANCE_NODE}/${key}/marks`);
      const present = Object.entries(typeof marks === 'object' && marks !== null ? marks : {}).flatMap(
        ([player, mark]): [string, boolean][] => {
          const stored = asMark(mark);
          return stored ? [[player, stored.present]] : [];
        },
      );
      return [key, Object.fromEntries(present)] as const;
    }),
  );
  return Object.fromEntries(sessions.filter(([, marks]) => Object.keys(marks).length > 0));
}
