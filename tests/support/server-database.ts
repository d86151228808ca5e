import { vi } from 'vitest';
import { startLocalDatabase, type LocalDatabase } from '../../scripts/local-database.mjs';
import { freePort } from './free-port';

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
  return database;
}

/** The admin SDK keeps its connection open; the database closes only once its apps are gone. */
export async function stopServerDatabase(database: LocalDatabase | undefined): Promise<void> {
  const { deleteApp, getApps } = await import('firebase-admin/app');
  await Promise.all(getApps().map((app) => deleteApp(app)));
  await database?.close();
}
