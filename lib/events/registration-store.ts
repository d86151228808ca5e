import 'server-only';
import { randomUUID } from 'node:crypto';
import { adminDatabase, adminRead, withDatabaseTimeout } from '@/lib/firebase/admin';
import { EVENT_REGISTRATIONS_NODE } from '@/lib/privacy/nodes';
import { redisRunLock } from '@/lib/privacy/retention-run/run-lock';
import { processWide } from '@/lib/shared-store';
import { KEY_PREFIX, sharedRedis } from '@/lib/shared-store/redis-connection.mjs';
import { createSerialTurns } from '@/lib/shared-store/serial-turns';
import { createRegistrations, type Registrations, type RosterStore } from './registrations';

/** The key of the lock that lets one instance at a time change a roster. */
export const REGISTRATIONS_LOCK_KEY = `${KEY_PREFIX}registrations:lock`;

const rosterPath = (slug: string) => `${EVENT_REGISTRATIONS_NODE}/${slug}`;

/** eventRegistrations/<slug> in the main database, changed by the admin SDK's transaction. */
export function databaseRosters(): RosterStore {
  return {
    async transact(slug, change) {
      const path = rosterPath(slug);
      const db = await adminDatabase();
      const result = await withDatabaseTimeout(db.ref(path).transaction(change, undefined, false), path);
      return result.snapshot.val() as unknown;
    },
    read: (slug) => adminRead(rosterPath(slug)),
  };
}

/**
 * This process's registrations: one queue per process (kept on globalThis, which every route's
 * bundle shares), and with REDIS_URL the lock shared with the other instances.
 */
export const registrations = (): Registrations =>
  processWide('event-registrations', () => {
    const client = sharedRedis();
    return createRegistrations({
      store: databaseRosters(),
      inTurn: createSerialTurns(client ? { lock: redisRunLock(client, randomUUID(), REGISTRATIONS_LOCK_KEY) } : {}),
    });
  });
