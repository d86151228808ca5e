import { getRealtimeDatabase, getSurveyDatabase } from '@/lib/firebase/app';
import { newComplaintSecret } from '@/lib/complaints/secret-code';
import { FORM_NODES, type FormId } from './options';
import { referenceFor } from './definitions';

const WRITE_TIMEOUT_MS = 15_000;

/** What the sender is shown: the reference, and for an anonymous complaint its secret code. */
export interface SentRecord {
  reference: string;
  code?: string;
}

/** Pushes one record to the form's node with a server timestamp; resolves to what the sender is shown. */
export async function submitRecord(formId: FormId, record: Record<string, unknown>): Promise<SentRecord> {
  // The survey goes to its own project when one is configured (spec 1), else to the main one.
  const database = formId === 'survey' ? getSurveyDatabase() : getRealtimeDatabase();
  const [db, { push, ref, serverTimestamp, set }] = await Promise.all([database, import('firebase/database')]);
  const newRef = push(ref(db, FORM_NODES[formId]));
  const reference = referenceFor(formId, newRef.key ?? String(Date.now()));
  // An anonymous complaint has no mobile number to prove it is theirs, so its sender gets a code
  // instead; only the code's hash is stored.
  const secret = formId === 'complaint' && record.anonymous === true ? await newComplaintSecret(reference) : null;
  await Promise.race([
    set(newRef, {
      ...record,
      createdAt: serverTimestamp(),
      reference,
      ...(secret ? { secretHash: secret.hash } : {}),
    }),
    new Promise((_, reject) => setTimeout(() => reject(new Error('The database did not answer')), WRITE_TIMEOUT_MS)),
  ]);
  return secret ? { reference, code: secret.code } : { reference };
}
