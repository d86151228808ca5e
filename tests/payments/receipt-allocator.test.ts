import { describe, expect, it } from 'vitest';
import { createReceiptAllocator, ReceiptNotInForceError } from '@/lib/payments/receipt-allocator';
import type { TurnLock } from '@/lib/shared-store/serial-turns';
import { readReceiptBook, RECEIPT_PREFIX } from '@/lib/payments/receipt-book';
import { memoryReceiptBooks } from './memory-receipt-books';

const IN_2026_27 = Date.parse('2026-11-28T06:30:00Z');
const cancellation = (paymentKey: string) => ({ paymentKey, reason: 'Name misspelt', by: 'RYF009', at: IN_2026_27 });

/** A lock shared by several allocators in one test, standing in for Redis across instances. */
function sharedLock() {
  let holder: symbol | null = null;
  const forOne = (): TurnLock => {
    const me = Symbol('instance');
    return {
      async acquire() {
        if (holder && holder !== me) return false;
        holder = me;
        return true;
      },
      async release() {
        if (holder === me) holder = null;
      },
    };
  };
  return forOne;
}

describe('receipt numbers', () => {
  it('gives 20 confirmations at once 20 distinct consecutive numbers, from 1', async () => {
    const books = memoryReceiptBooks();
    const allocator = createReceiptAllocator({ store: books.store, prefix: RECEIPT_PREFIX });
    const issued = await Promise.all(Array.from({ length: 20 }, (_, i) => allocator.issue(`-payment${i}`, IN_2026_27)));
    const serials = issued.map((receipt) => receipt.serial).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(issued.map((receipt) => receipt.number)).toContain('RYF/2026-27/00020');
    expect(readReceiptBook(books.book('2026-27')).next).toBe(21);
    // One process sends them one at a time: no transaction had to run again.
    expect(books.attempts()).toBe(20);
  });

  it('gives no gaps or repeats across instances confirming at once, with or without the shared lock', async () => {
    for (const withLock of [true, false]) {
      const books = memoryReceiptBooks();
      const lockFor = sharedLock();
      const instances = Array.from({ length: 4 }, () =>
        createReceiptAllocator({
          store: books.store,
          prefix: RECEIPT_PREFIX,
          ...(withLock && { lock: lockFor() }),
          pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
        }),
      );
      const issued = await Promise.all(
        Array.from({ length: 20 }, (_, i) => instances[i % 4]!.issue(`-payment${i}`, IN_2026_27)),
      );
      expect(issued.map((receipt) => receipt.serial).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      // The lock lets one instance in at a time, so the transactions do not collide.
      if (withLock) expect(books.attempts()).toBe(20);
    }
  });

  it('gives the same payment confirmed twice, in one instance or two at once, one number', async () => {
    const books = memoryReceiptBooks();
    const first = createReceiptAllocator({ store: books.store, prefix: RECEIPT_PREFIX });
    const second = createReceiptAllocator({ store: books.store, prefix: RECEIPT_PREFIX });
    const [a, b, c] = await Promise.all([
      first.issue('-same', IN_2026_27),
      second.issue('-same', IN_2026_27),
      first.issue('-same', IN_2026_27),
    ]);
    expect(a).toEqual({ number: 'RYF/2026-27/00001', fyLabel: '2026-27', serial: 1 });
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect((await first.issue('-other', IN_2026_27)).serial).toBe(2);
  });

  it('numbers by the financial year in India time: 31 March 23:59:59 and 1 April 00:00 IST', async () => {
    const books = memoryReceiptBooks();
    const allocator = createReceiptAllocator({ store: books.store, prefix: RECEIPT_PREFIX });
    const lastMoment = Date.parse('2027-03-31T23:59:59+05:30');
    const firstMoment = Date.parse('2027-04-01T00:00:00+05:30');
    expect((await allocator.issue('-a', IN_2026_27)).number).toBe('RYF/2026-27/00001');
    expect((await allocator.issue('-b', lastMoment)).number).toBe('RYF/2026-27/00002');
    // Still 31 March in UTC (18:30), but April in India: the new year's first receipt.
    expect((await allocator.issue('-c', firstMoment)).number).toBe('RYF/2027-28/00001');
    expect(readReceiptBook(books.book('2026-27')).next).toBe(3);
  });

  it('keeps a cancelled number taken: the payment is issued a new one, and the old one is never reused', async () => {
    const books = memoryReceiptBooks();
    const allocator = createReceiptAllocator({ store: books.store, prefix: RECEIPT_PREFIX });
    const wrong = await allocator.issue('-mistake', IN_2026_27);
    await allocator.issue('-other', IN_2026_27);
    await allocator.cancel(wrong.fyLabel, wrong.serial, cancellation('-mistake'));
    // A repeated cancellation changes nothing.
    await allocator.cancel(wrong.fyLabel, wrong.serial, cancellation('-mistake'));
    const reissued = await allocator.issue('-mistake', IN_2026_27);
    expect(reissued.number).toBe('RYF/2026-27/00003');
    expect((await allocator.issue('-next', IN_2026_27)).serial).toBe(4);
    const book = readReceiptBook(books.book('2026-27'));
    expect(book.cancelled['1']).toEqual(cancellation('-mistake'));
    expect(book.byPayment['-mistake']).toBe(3);
  });

  it('refuses to cancel a number that is not the payment’s receipt in force', async () => {
    const books = memoryReceiptBooks();
    const allocator = createReceiptAllocator({ store: books.store, prefix: RECEIPT_PREFIX });
    await expect(allocator.cancel('2026-27', 1, cancellation('-none'))).rejects.toBeInstanceOf(ReceiptNotInForceError);
    const issued = await allocator.issue('-a', IN_2026_27);
    await expect(allocator.cancel('2026-27', issued.serial, cancellation('-b'))).rejects.toBeInstanceOf(
      ReceiptNotInForceError,
    );
    // A failed turn does not hold up the ones after it.
    expect((await allocator.issue('-b', IN_2026_27)).serial).toBe(2);
  });

  it('goes on without the lock when it cannot be had, and refuses a stored book it cannot read', async () => {
    const books = memoryReceiptBooks();
    const stuck: TurnLock = { acquire: async () => false, release: async () => undefined };
    const allocator = createReceiptAllocator({
      store: books.store,
      prefix: RECEIPT_PREFIX,
      lock: stuck,
      lockWaitMs: 0,
    });
    expect((await allocator.issue('-a', IN_2026_27)).serial).toBe(1);
    const broken = createReceiptAllocator({
      store: { transact: async (_, change) => change({ next: 'many' }) },
      prefix: RECEIPT_PREFIX,
    });
    await expect(broken.issue('-a', IN_2026_27)).rejects.toThrow(/not one this server wrote/);
  });
});
