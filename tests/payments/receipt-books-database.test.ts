// @vitest-environment node
// The receipt books' transaction against the embedded database (the one route tests use): the
// numbers stay without gaps or repeats when the database itself settles the collisions.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';

vi.mock('server-only', () => ({}));

let database: LocalDatabase;
let store: typeof import('@/lib/payments/receipt-books-store');
let allocator: typeof import('@/lib/payments/receipt-allocator');
let admin: typeof import('@/lib/firebase/admin');

const IN_2026_27 = Date.parse('2026-11-28T06:30:00Z');

beforeAll(async () => {
  database = await startServerDatabase();
  vi.resetModules();
  store = await import('@/lib/payments/receipt-books-store');
  allocator = await import('@/lib/payments/receipt-allocator');
  admin = await import('@/lib/firebase/admin');
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await stopServerDatabase(database);
});

/** An allocator of its own, as another instance would have: only the database keeps them apart. */
const instance = () => allocator.createReceiptAllocator({ store: store.databaseReceiptBooks(), prefix: 'RYF' });

describe('receiptBooks in the database', () => {
  it('gives 20 confirmations across 4 instances at once 20 consecutive numbers, and a payment confirmed twice one', async () => {
    const instances = Array.from({ length: 4 }, instance);
    const issued = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => instances[i % 4]!.issue(`-payment${i}`, IN_2026_27)),
      instances[1]!.issue('-payment0', IN_2026_27),
      instances[2]!.issue('-payment0', IN_2026_27),
    ]);
    expect(new Set(issued.slice(0, 20).map((receipt) => receipt.number)).size).toBe(20);
    expect(
      issued
        .slice(0, 20)
        .map((receipt) => receipt.serial)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(issued[20]).toEqual(issued[0]);
    expect(issued[21]).toEqual(issued[0]);
    const book = (await admin.adminRead('receiptBooks/2026-27')) as { next: number; byPayment: Record<string, number> };
    expect(book.next).toBe(21);
    expect(Object.keys(book.byPayment)).toHaveLength(20);
  }, 30_000);

  it('keeps a cancelled number and issues the payment a new one', async () => {
    const one = store.receiptAllocator();
    const first = await one.issue('-payment3', IN_2026_27);
    await one.cancel(first.fyLabel, first.serial, {
      paymentKey: '-payment3',
      reason: 'Wrong name',
      by: 'RYF009',
      at: IN_2026_27,
    });
    const again = await one.issue('-payment3', IN_2026_27);
    expect(again.serial).toBe(21);
    expect(await admin.adminRead(`receiptBooks/2026-27/cancelled/${first.serial}/reason`)).toBe('Wrong name');
  }, 30_000);
});
