import { financialYearLabel, receiptNumber } from './financial-year';
import { createSerialTurns, type SerialTurnsOptions } from '@/lib/shared-store/serial-turns';
import { cancelSerial, readReceiptBook, takeSerial, type ReceiptCancellation } from './receipt-book';

/** Where the receipt books are kept: the database in the server, a fake in the tests. */
export interface ReceiptBookStore {
  /**
   * Changes receiptBooks/<fyLabel> in one step whatever other instances do, as a database
   * transaction does: `change` gets the stored value (null when absent, and possibly before the
   * stored value is known, so it may run again) and answers the new value, or undefined to leave
   * it. Answers the value stored afterwards.
   */
  transact(fyLabel: string, change: (current: unknown) => unknown): Promise<unknown>;
}

export interface IssuedReceipt {
  number: string;
  fyLabel: string;
  serial: number;
}

export class ReceiptNotInForceError extends Error {
  constructor(number: string) {
    super(`Receipt ${number} is not the payment's receipt in force`);
    this.name = 'ReceiptNotInForceError';
  }
}

export interface ReceiptAllocatorOptions extends SerialTurnsOptions {
  store: ReceiptBookStore;
  prefix: string;
}

/**
 * Receipt numbers without gaps or repeats. Correctness rests on the store's transaction alone: it
 * takes a payment's serial or the next one in one step. The queue and the lock only keep many
 * confirmations at once from retrying that transaction over and over: this process sends one at a
 * time, and the lock lets one process at a time in across instances. A lock that cannot be had
 * (Redis down, a holder that died) is waited for a little, then done without.
 */
export function createReceiptAllocator(options: ReceiptAllocatorOptions) {
  const { store, prefix, ...turns } = options;
  const inTurn = createSerialTurns(turns);

  return {
    /** The receipt for `paymentKey` in the financial year of `at`: the one it has, else a new number. */
    issue(paymentKey: string, at: number): Promise<IssuedReceipt> {
      const fyLabel = financialYearLabel(at);
      return inTurn(async () => {
        const stored = await store.transact(fyLabel, (current) => takeSerial(readReceiptBook(current), paymentKey));
        const serial = readReceiptBook(stored).byPayment[paymentKey];
        if (serial === undefined) throw new Error(`No receipt serial was stored for ${paymentKey}`);
        return { number: receiptNumber(prefix, fyLabel, serial), fyLabel, serial };
      });
    },

    /**
     * Cancels a receipt in force: its number stays taken, and the payment's next `issue` gets a new
     * one. Cancelling one already cancelled changes nothing.
     */
    cancel(fyLabel: string, serial: number, cancellation: ReceiptCancellation): Promise<void> {
      return inTurn(async () => {
        const stored = await store.transact(fyLabel, (current) => {
          // Before the stored value is known it may look absent: leave it so, and the database
          // runs this again on what it holds.
          if (current === null) return null;
          return cancelSerial(readReceiptBook(current), serial, cancellation) ?? undefined;
        });
        if (readReceiptBook(stored).cancelled[String(serial)]?.paymentKey !== cancellation.paymentKey) {
          throw new ReceiptNotInForceError(receiptNumber(prefix, fyLabel, serial));
        }
      });
    },
  };
}

export type ReceiptAllocator = ReturnType<typeof createReceiptAllocator>;
