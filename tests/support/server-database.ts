import { vi } from 'vitest';
import { startLocalDatabase, type LocalDatabase } from '../../scripts/local-database.mjs';
import { adminRestUrl } from './database-rest';
import { freePort } from './free-port';

/**
 * The session every team member of a route test's database has open (the `sid` their stand-in
 * tokens carry): the routes, like the database rules, accept a token only while its session is.
 */
export const TEST_SESSION_ID = 'routeTestSession000001';

/** The demo team as route tests name them in place of ID tokens ('coordinator', 'volunteer', 'coach', 'treasurer'). */
const DEMO_MEMBER_TOKENS: Record<string, { uid: string; role: string }> = {
  coordinator: { uid: 'team--demo-coordinator', role: 'Coordinator' },
  volunteer: { uid: 'team--demo-volunteer', role: 'Volunteer' },
  coach: { uid: 'team--demo-coach', role: 'RUFC Coach' },
  treasurer: { uid: 'team--demo-treasurer', role: 'Treasurer' },
};

/**
 * lib/firebase/admin with its ID token check standing in for the Auth emulator: a test token is a
 * demo member's name, holding the session every member of the route test's database has open.
 * For `vi.mock('@/lib/firebase/admin', async (importOriginal) => withDemoMemberTokens(await importOriginal()))`.
 */
export function withDemoMemberTokens<Admin extends object>(actual: Admin) {
  return {
    ...actual,
    verifyIdToken: async (token: string) => {
      const decoded = DEMO_MEMBER_TOKENS[token];
      if (!decoded) throw new Error('Decoding Firebase ID token failed');
      return { ...decoded, sid: TEST_SESSION_ID };
    },
  };
}

/**
 * The embedded database (with the real rules) for a test of route handlers, and the server's
 * settings pointed at it: the admin SDK reaches it as the emulator, and one proxy hop is trusted,
 * so the X-Forwarded-For each request carries is its address. Reset modules after calling it.
 */
export async function startServerDatabase(seed?: string): Promise<LocalDatabase> {
  const database = await startLocalDatabase({
    port: await freePort(),
    file: null,
    quiet: true,
    ...(seed ? { seed } : {}),
  });
  vi.stubEnv('NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST', `127.0.0.1:${database.port}`);
  vi.stubEnv('TRUST_PROXY_HOPS', '1');
  const members = (await (await fetch(adminRestUrl(database.port, 'teamMembers'))).json()) as Record<
    string,
    unknown
  > | null;
  const now = Date.now();
  const session = { startedAt: now, lastActiveAt: now, expiresAt: now + 24 * 60 * 60_000 };
  const sessions = Object.fromEntries(Object.keys(members ?? {}).map((key) => [key, { [TEST_SESSION_ID]: session }]));
  await fetch(adminRestUrl(database.port, 'teamSessions'), { method: 'PUT', body: JSON.stringify(sessions) });
  return database;
}

/** The admin SDK keeps its connection open; the database closes only once its apps are gone. */
export async function stopServerDatabase(database: LocalDatabase | undefined): Promise<void> {
  const { deleteApp, getApps } = await import('firebase-admin/app');
  await Promise.all(getApps().map((app) => deleteApp(app)));
  await database?.close();
}
