import 'server-only';
import { adminDatabase, withDatabaseTimeout } from '@/lib/firebase/admin';
import type { FormId } from '@/lib/forms/options';
import { ACCESS_LOG_NODE } from './nodes';

/**
 * Appends one entry to the record of who on the team looked at or changed what. Entries are only
 * ever added, with the database's own clock, so no one can back-date one.
 */
export async function appendAccessEntry(entry: {
  by: string;
  byName: string;
  action: 'read' | 'export' | 'status' | 'erase' | 'consent' | 'answer';
  form?: FormId;
  recordKey?: string;
  reference?: string;
  count: number;
}): Promise<void> {
  const [db, { ServerValue }] = await Promise.all([adminDatabase(), import('firebase-admin/database')]);
  const ref = db.ref(ACCESS_LOG_NODE).push();
  await withDatabaseTimeout(ref.set({ ...entry, at: ServerValue.TIMESTAMP }), ACCESS_LOG_NODE);
}
