import { createReceiptAllocator } from '@/lib/payments/receipt-allocator';
import type { ReviewLogEntry, ReviewStore } from '@/lib/payments/payment-review-service';
import { memoryReceiptBooks } from './memory-receipt-books';

export const AT = Date.parse('2026-11-28T06:30:00Z');
export const treasurer = { memberId: 'RYF009', name: 'Sunil Prasad' };
export const coordinator = { memberId: 'RYF001', name: 'Priya Kumari' };

/** payments/<key> in memory; `beforeChange` runs once before the next change, as another member acting in between. */
export function setUp(payments: Record<string, Record<string, unknown>>) {
  const stored = new Map(Object.entries(payments).map(([key, value]) => [key, structuredClone(value)]));
  let beforeChange: (() => void) | undefined;
  const store: ReviewStore = {
    async readPayment(key) {
      return structuredClone(stored.get(key) ?? null);
    },
    async changePayment(key, change) {
      beforeChange?.();
      beforeChange = undefined;
      const current = stored.get(key);
      if (!current) return null;
      const next = change(structuredClone(current));
      if (next) stored.set(key, next);
      return structuredClone(stored.get(key) ?? null);
    },
  };
  const books = memoryReceiptBooks();
  const logged: ReviewLogEntry[] = [];
  let now = AT;
  const deps = {
    store,
    allocator: createReceiptAllocator({ store: books.store, prefix: 'RYF' }),
    now: () => now,
    log: async (entry: ReviewLogEntry) => void logged.push(entry),
  };
  return {
    deps,
    stored,
    books,
    logged,
    inBetween: (work: () => void) => (beforeChange = work),
    setNow: (at: number) => (now = at),
  };
}
