import 'server-only';
import { adminRead, changeExisting } from '@/lib/firebase/admin';
import { appendAccessEntry } from '@/lib/privacy/access-log';
import type { ReviewDeps, ReviewStore } from './payment-review-service';
import { PAYMENTS_NODE } from './payment-record';
import { creditPlanPayment } from './dues-store';
import { receiptAllocator } from './receipt-books-store';

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** payments/<key> in the main database, changed only while it exists (changeExisting). */
export function databaseReviewStore(): ReviewStore {
  return {
    async readPayment(key) {
      return asRecord(await adminRead(`${PAYMENTS_NODE}/${key}`));
    },
    async changePayment(key, change) {
      const path = `${PAYMENTS_NODE}/${key}`;
      await changeExisting('main', path, (current) => change(current) ?? current);
      return asRecord(await adminRead(path));
    },
  };
}

export const reviewDeps = (): ReviewDeps => ({
  store: databaseReviewStore(),
  allocator: receiptAllocator(),
  now: () => Date.now(),
  log: ({ action, paymentKey, reference, by }) =>
    appendAccessEntry({ by: by.memberId, byName: by.name, action, recordKey: paymentKey, reference, count: 1 }),
  onConfirmed: creditPlanPayment,
});

/** Every payment with its key, for the treasurer's list. */
export async function readPayments(): Promise<[string, Record<string, unknown>][]> {
  const all = asRecord(await adminRead(PAYMENTS_NODE)) ?? {};
  return Object.entries(all).flatMap(([key, value]) => {
    const payment = asRecord(value);
    return payment ? [[key, payment] as [string, Record<string, unknown>]] : [];
  });
}
