import type { OutboxItem, OutboxStorage } from './outbox';

/**
 * The team's data kept on the phone, in IndexedDB: the outboxes (actions waiting to be sent) and a
 * cache of what the workspace needs without a connection (the register's players). IndexedDB
 * rather than localStorage: it survives a tab being discarded on a low-memory phone, takes
 * structured values, and is written in transactions, so a queued action is either stored or not.
 */

const DATABASE = 'ryf-team-device';
const OUTBOX = 'outbox';
const META = 'meta';
const CACHE = 'cache';

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(OUTBOX, { keyPath: 'id' }).createIndex('channel', 'channel');
      db.createObjectStore(META);
      db.createObjectStore(CACHE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opened = undefined;
      reject(request.error ?? new Error('IndexedDB did not open'));
    };
  });
  return opened;
}

async function run<T>(store: string, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(store, mode);
    const request = work(transaction.objectStore(store));
    // Resolved once the transaction is on disk, not when the request is answered.
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error(`IndexedDB ${store} failed`));
    transaction.onabort = () => reject(transaction.error ?? new Error(`IndexedDB ${store} aborted`));
  });
}

type StoredItem<P> = OutboxItem<P> & { channel: string };

/** One outbox's queue (its `channel`, e.g. 'attendance'), kept beside the others'. */
export function deviceOutboxStorage<Payload>(channel: string): OutboxStorage<Payload> {
  const syncKey = `${channel}:lastSyncAt`;
  return {
    async all() {
      const stored = await run<StoredItem<Payload>[]>(OUTBOX, 'readonly', (store) =>
        store.index('channel').getAll(channel),
      );
      // The channel is the storage's business, not the queue's.
      return stored.map((item): OutboxItem<Payload> => {
        const { id, order, key, payload, queuedAt, attempts } = item;
        return { id, order, ...(key === undefined ? {} : { key }), payload, queuedAt, attempts };
      });
    },
    async put(item) {
      await run(OUTBOX, 'readwrite', (store) => store.put({ ...item, channel }));
    },
    async remove(id) {
      await run(OUTBOX, 'readwrite', (store) => store.delete(id));
    },
    async lastSyncAt() {
      const at = await run<unknown>(META, 'readonly', (store) => store.get(syncKey));
      return typeof at === 'number' ? at : null;
    },
    async setLastSyncAt(at) {
      await run(META, 'readwrite', (store) => store.put(at, syncKey));
    },
  };
}

interface Cached {
  savedAt: number;
  value: unknown;
}

/** Keeps a value on the phone under `key`. */
export async function cacheOnDevice(key: string, value: unknown, now = Date.now()): Promise<void> {
  await run(CACHE, 'readwrite', (store) => store.put({ savedAt: now, value } satisfies Cached, key));
}

/** The value kept under `key` if it is younger than `maxAgeMs`; an older one is deleted. */
export async function cachedOnDevice(key: string, maxAgeMs: number, now = Date.now()): Promise<unknown> {
  const cached = await run<Cached | undefined>(CACHE, 'readonly', (store) => store.get(key));
  if (!cached) return undefined;
  if (cached.savedAt + maxAgeMs > now) return cached.value;
  await run(CACHE, 'readwrite', (store) => store.delete(key));
  return undefined;
}

/**
 * Forgets every cached value (at sign-out: the phone may be shared). The outboxes stay: they hold
 * no names, and the marks in them are the team's work, sent with the next member's sign-in.
 */
export async function clearDeviceCache(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await run(CACHE, 'readwrite', (store) => store.clear());
}
