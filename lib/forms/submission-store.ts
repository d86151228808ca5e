import 'server-only';
import { adminDatabase, changeExisting, withDatabaseTimeout } from '@/lib/firebase/admin';
import type { FormId } from './options';
import type { SubmissionStore } from './submission-service';

/**
 * The submission store on the admin SDK, in the database the form is kept in (the survey may have
 * a project of its own). The rules keep browsers out of every node written here.
 */
export const adminSubmissionStore = (formId: FormId): Promise<SubmissionStore> =>
  adminStoreIn(formId === 'survey' ? 'survey' : 'main');

/** The same store in one database (the payments are kept in the main one). */
export async function adminStoreIn(which: 'main' | 'survey'): Promise<SubmissionStore> {
  const [db, { ServerValue }] = await Promise.all([adminDatabase(which), import('firebase-admin/database')]);
  return {
    newKey: (node) => {
      const key = db.ref(node).push().key;
      if (!key) throw new Error(`No key for ${node}`);
      return key;
    },
    claim: async (path, value) => {
      const result = await withDatabaseTimeout(
        db.ref(path).transaction((current: unknown) => (current === null ? value : undefined), undefined, false),
        path,
      );
      return result.committed ? null : (result.snapshot.val() as unknown);
    },
    read: async (path) => (await withDatabaseTimeout(db.ref(path).get(), path)).val() as unknown,
    update: (values) => withDatabaseTimeout(db.ref().update(values), 'a submission'),
    changeExisting: (path, change) => changeExisting(which, path, change),
    timestamp: () => ServerValue.TIMESTAMP,
  };
}
