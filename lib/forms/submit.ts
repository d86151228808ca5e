import { getRealtimeDatabase, getSurveyDatabase } from '@/lib/firebase/app';
import { FORM_NODES, type FormId } from './schemas';
import { referenceFor } from './definitions';

const WRITE_TIMEOUT_MS = 15_000;

/** Pushes one record to the form's node with a server timestamp; resolves to its reference. */
export async function submitRecord(formId: FormId, record: Record<string, unknown>): Promise<string> {
  // The survey goes to its own project when one is configured (spec 1), else to the main one.
  const database = formId === 'survey' ? getSurveyDatabase() : getRealtimeDatabase();
  const [db, { push, ref, serverTimestamp, set }] = await Promise.all([database, import('firebase/database')]);
  const newRef = push(ref(db, FORM_NODES[formId]));
  const reference = referenceFor(formId, newRef.key ?? String(Date.now()));
  await Promise.race([
    set(newRef, { ...record, createdAt: serverTimestamp(), reference }),
    new Promise((_, reject) => setTimeout(() => reject(new Error('The database did not answer')), WRITE_TIMEOUT_MS)),
  ]);
  return reference;
}
