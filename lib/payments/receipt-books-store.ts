import 'server-only';
import { randomUUID } from 'node:crypto';
import { adminDatabase, withDatabaseTimeout } from '@/lib/firebase/admin';
import { redisRunLock } from '@/lib/privacy/retention-run/run-lock';
import { processWide } from '@/lib/shared-store';
import { KEY_PREFIX, sharedRedis } from '@/lib/shared-store/redis-connection.mjs';
import { createReceiptAllocator, type ReceiptAllocator, type ReceiptBookStore } from './receipt-allocator';
import { RECEIPT_BOOKS_NODE, RECEIPT_PREFIX } from './receipt-book';

/** The key of the lock that lets one instance at a time take receipt numbers. */
export const RECEIPT_LOCK_KEY = `${KEY_PREFIX}receipts:lock`;

/** receiptBooks/<year> in the main database, changed by the admin SDK's transaction. */
export function databaseReceiptBooks(): ReceiptBookStore {
  return {
    async transact(fyLabel, change) {
      const path = `${RECEIPT_BOOKS_NODE}/${fyLabel}`;
      const db = await adminDatabase();
      const result = await withDatabaseTimeout(db.ref(path).transaction(change, undefined, false), path);
      return result.snapshot.val() as unknown;
    },
  };
}

/**
 * This process's allocator: one queue per process (kept on globalThis, which every route's bundle
 * shares), and with REDIS_URL the lock shared with the other instances.
 */
export const receiptAllocator = (): ReceiptAllocator =>
  processWide('receipt-allocator', () => {
    const client = sharedRedis();
    return createReceiptAllocator({
      store: databaseReceiptBooks(),
      prefix: RECEIPT_PREFIX,
      ...(client && { lock: redisRunLock(client, randomUUID(), RECEIPT_LOCK_KEY) }),
    });
  });
