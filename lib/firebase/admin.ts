import 'server-only';
import type { App } from 'firebase-admin/app';
import { withTimeout } from '@/lib/async/with-timeout.mjs';
import { serverEnv } from '@/lib/env/server';
import { adminSettingsFrom, surveyAdminSettingsFrom, type AdminSettings } from './admin-settings';
import { firebaseSettings, surveySettings } from './config';

export class AdminNotConfiguredError extends Error {
  constructor() {
    super('Firebase is not configured on the server');
    this.name = 'AdminNotConfiguredError';
  }
}

const appPromises = new Map<string, Promise<App>>();

/** An admin SDK app, created on first use (the SDK is large, so it is imported only then). */
function initAdminApp(name: string, settings: AdminSettings): Promise<App> {
  const made = async () => {
    const { cert, getApps, initializeApp, applicationDefault } = await import('firebase-admin/app');
    const existing = getApps().find((app) => app.name === name);
    if (existing) return existing;
    if (settings.kind === 'local') {
      // The admin SDK finds emulators through these two variables only.
      process.env.FIREBASE_AUTH_EMULATOR_HOST = settings.authEmulatorHost;
      process.env.FIREBASE_DATABASE_EMULATOR_HOST = settings.databaseHost;
      return initializeApp({ projectId: settings.projectId, databaseURL: settings.databaseURL }, name);
    }
    const credential = settings.serviceAccountJson
      ? cert(JSON.parse(settings.serviceAccountJson) as Record<string, string>)
      : applicationDefault();
    return initializeApp({ credential, projectId: settings.projectId, databaseURL: settings.databaseURL }, name);
  };
  const promise = appPromises.get(name) ?? made();
  appPromises.set(name, promise);
  return promise;
}

/** The main project's admin app: the team, the inbox and every form but a separately kept survey. */
function adminApp(): Promise<App> {
  const settings = adminSettingsFrom(serverEnv(), firebaseSettings);
  if (!settings) return Promise.reject(new AdminNotConfiguredError());
  return initAdminApp('team-server', settings);
}

/** The survey's own project when one is configured, else the main one (see surveyAdminSettingsFrom). */
function surveyAdminApp(): Promise<App> {
  const settings = surveyAdminSettingsFrom(serverEnv(), surveySettings);
  return settings ? initAdminApp('survey-server', settings) : adminApp();
}

const READ_TIMEOUT_MS = 8000;

/** The admin SDK retries an unreachable database for ever; a visitor should hear back sooner. */
export const withDatabaseTimeout = <T>(work: Promise<T>, path: string): Promise<T> =>
  withTimeout(work, READ_TIMEOUT_MS, `No answer from the database for ${path}`);

/** The admin SDK's database: the main one, or the one the survey is kept in. */
export async function adminDatabase(which: 'main' | 'survey' = 'main') {
  const [app, { getDatabase }] = await Promise.all([
    which === 'survey' ? surveyAdminApp() : adminApp(),
    import('firebase-admin/database'),
  ]);
  return getDatabase(app);
}

/** Reads a node with the server's privileged credential. */
export async function adminRead(path: string): Promise<unknown> {
  const db = await adminDatabase();
  return (await withDatabaseTimeout(db.ref(path).get(), path)).val() as unknown;
}

/** Reads the children of a node whose `child` equals `value` (uses the node's index). */
export async function adminReadWhere(path: string, child: string, value: string): Promise<unknown> {
  const db = await adminDatabase();
  const query = db.ref(path).orderByChild(child).equalTo(value);
  return (await withDatabaseTimeout(query.once('value'), path)).val() as unknown;
}

/**
 * The project's Cloud Storage bucket (NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET, else the project's
 * default name), reached with the server's credential: the storage rules do not apply to it.
 */
export async function adminStorageBucket() {
  const [app, { getStorage }] = await Promise.all([adminApp(), import('firebase-admin/storage')]);
  const bucketName = firebaseSettings?.config.storageBucket;
  if (!bucketName) throw new AdminNotConfiguredError();
  return getStorage(app).bucket(bucketName);
}

/** A Firebase custom token for a team member; the browser exchanges it for a session. */
export async function mintCustomToken(uid: string, claims: Record<string, string>): Promise<string> {
  const [app, { getAuth }] = await Promise.all([adminApp(), import('firebase-admin/auth')]);
  return getAuth(app).createCustomToken(uid, claims);
}

/** Writes a node with the server's privileged credential (the rules do not apply to it). */
export async function adminWrite(path: string, value: unknown): Promise<void> {
  const db = await adminDatabase();
  await withDatabaseTimeout(db.ref(path).set(value), path);
}

/**
 * Changes a node in one step, whatever other instances do at the same time: `update` gets the
 * node's value and answers the new one, or undefined to leave it (see InvitationDatabase).
 */
export async function adminTransaction(path: string, update: (current: unknown) => unknown): Promise<boolean> {
  const db = await adminDatabase();
  const result = await withDatabaseTimeout(db.ref(path).transaction(update, undefined, false), path);
  return result.committed;
}

/**
 * Changes an object that exists, in one step; answers false, writing nothing, when nothing is there.
 * A plain write to a child of a record another instance has just deleted would bring back a stub
 * of it. The first call may see null before the server's value is known: answering null then
 * leaves an absent node absent, and the server has the change run again on what it holds.
 */
export async function changeExisting(
  which: 'main' | 'survey',
  path: string,
  change: (current: Record<string, unknown>) => Record<string, unknown>,
): Promise<boolean> {
  const db = await adminDatabase(which);
  const result = await withDatabaseTimeout(
    db.ref(path).transaction(
      (current: unknown) => {
        if (current === null) return null;
        // Not an object: not a record this could change; left as it is.
        return typeof current === 'object' ? change(current as Record<string, unknown>) : undefined;
      },
      undefined,
      false,
    ),
    path,
  );
  return result.committed && result.snapshot.exists();
}

/** changeExisting's shape, for the stores that stand for it in tests. */
export type ChangeExisting = typeof changeExisting;

/** Removes a node with the server's privileged credential. */
export async function adminRemove(path: string): Promise<void> {
  const db = await adminDatabase();
  await withDatabaseTimeout(db.ref(path).remove(), path);
}

/** The ID token's user and claims; throws when it is forged, expired or its sessions were revoked. */
export async function verifyIdToken(idToken: string): Promise<{ uid: string; role?: unknown; sid?: unknown }> {
  const [app, { getAuth }] = await Promise.all([adminApp(), import('firebase-admin/auth')]);
  return getAuth(app).verifyIdToken(idToken, true);
}

/**
 * Ends every session of a user: their refresh tokens stop working and, checked with revocation,
 * their ID tokens too. A member who never signed in has no user yet, and so nothing to end.
 */
export async function revokeSessions(uid: string): Promise<void> {
  const [app, { getAuth }] = await Promise.all([adminApp(), import('firebase-admin/auth')]);
  try {
    await getAuth(app).revokeRefreshTokens(uid);
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
    if (code !== 'auth/user-not-found') throw error;
  }
}

/**
 * The project and an OAuth access token of the server's credential, for Google's REST APIs (Cloud
 * Messaging). The local stand-ins need no token: `accessToken` is null and `local` true.
 */
export async function adminAccess(): Promise<{ projectId: string; local: boolean; accessToken: string | null }> {
  const settings = adminSettingsFrom(serverEnv(), firebaseSettings);
  if (!settings) throw new AdminNotConfiguredError();
  if (settings.kind === 'local') return { projectId: settings.projectId, local: true, accessToken: null };
  const app = await adminApp();
  const credential = app.options.credential;
  if (!credential) throw new AdminNotConfiguredError();
  return { projectId: settings.projectId, local: false, accessToken: (await credential.getAccessToken()).access_token };
}
