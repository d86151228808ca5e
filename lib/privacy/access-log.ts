import 'server-only';
import { adminDatabase, withDatabaseTimeout } from '@/lib/firebase/admin';
import type { FormId } from '@/lib/forms/options';
import { accessEntriesFrom, accessLogPage, accessLogTimeRange } from './access-log-query';
import { ACCESS_LOG_SEARCHED, type AccessAction, type AccessLogFilter, type AccessLogPage } from './access-log-types';
import { ACCESS_LOG_NODE } from './nodes';

/** What a team member did with personal data. Who comes from the verified session, never from a browser. */
export interface AccessEntryInput {
  by: string;
  byName: string;
  action: AccessAction;
  form?: FormId;
  recordKey?: string;
  reference?: string;
  count: number;
  /** The member's role when they did it (roles change; the record should say what they were). */
  role?: string;
}

/**
 * Appends one entry to the record of who looked, with the database's own time. A push, never a
 * set: entries are only ever added, and no browser can read or write the node (database.rules.json).
 */
export async function appendAccessEntry(entry: AccessEntryInput): Promise<void> {
  const db = await adminDatabase();
  const { ServerValue } = await import('firebase-admin/database');
  const stored = Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined));
  const entryRef = db.ref(ACCESS_LOG_NODE).push();
  await withDatabaseTimeout(entryRef.set({ ...stored, at: ServerValue.TIMESTAMP }), ACCESS_LOG_NODE);
}

/**
 * A page of the record for the Coordinator, newest first. The date range and the newest `searched`
 * entries in it are asked of the database (entries are indexed by `at`), the other filters are
 * applied here.
 */
export async function readAccessLog(
  filter: AccessLogFilter,
  page: number,
  searched = ACCESS_LOG_SEARCHED,
): Promise<AccessLogPage> {
  const db = await adminDatabase();
  const { start, end } = accessLogTimeRange(filter);
  let query = db.ref(ACCESS_LOG_NODE).orderByChild('at');
  if (start !== undefined) query = query.startAt(start);
  if (end !== undefined) query = query.endAt(end);
  // One more than searched says whether there are older ones.
  const snapshot = await withDatabaseTimeout(query.limitToLast(searched + 1).once('value'), ACCESS_LOG_NODE);
  const newestFirst = accessEntriesFrom(snapshot.val()).sort((a, b) => b.at - a.at);
  const olderNotSearched = snapshot.numChildren() > searched;
  return accessLogPage(olderNotSearched ? newestFirst.slice(0, searched) : newestFirst, filter, page, olderNotSearched);
}
