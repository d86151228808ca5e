import 'server-only';
import { pictureSigningKey } from '@/lib/env/picture-signing-key';
import { adminDatabase, changeExisting, withDatabaseTimeout } from '@/lib/firebase/admin';
import type { SavePrivacy } from '@/lib/forms/submission-service';
import { formSavePrivacy, openGuardianLink, type GuardianStore } from './guardian-consent';
import { guardianLinkKey } from './guardian-links';

/** The held records and parent links on the admin SDK: the survey's database for its records, the main one else. */
export const adminGuardianStore: GuardianStore = {
  read: async (database, path) =>
    (await withDatabaseTimeout((await adminDatabase(database)).ref(path).get(), path)).val() as unknown,
  update: async (database, values) => {
    const db = await adminDatabase(database);
    await withDatabaseTimeout(db.ref().update(values), 'a held record');
  },
  changeExisting,
};

/** The key parent links are made with; none while the site is being built (no form is saved then). */
export function adminGuardianLinkKey(): Buffer {
  const secret = pictureSigningKey();
  if (!secret) throw new Error('No key to make parent links with while the site is being built');
  return guardianLinkKey(secret);
}

/** What every saved form record gets, for one submission (see formSavePrivacy). */
export const submissionPrivacy = (): SavePrivacy =>
  formSavePrivacy({ linkKey: adminGuardianLinkKey, now: Date.now, store: adminGuardianStore });

/** The held record a parent's link opens now (see openGuardianLink); null when the database failed. */
export const openParentLink = (token: string) =>
  openGuardianLink(token, Date.now(), adminGuardianStore).catch((error: unknown) => {
    console.error('Parent link not read', error instanceof Error ? error.message : error);
    return null;
  });
