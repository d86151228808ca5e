// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readReceiptBook, takeSerial } from '@/lib/payments/receipt-book';

const cancellation = { paymentKey: '-paid', reason: 'Name misspelt', by: 'RYF009', at: 1 };

describe('a receipt book as the database answers it', () => {
  it('keeps the cancellations the database turned into an array (serial 1 cancelled)', () => {
    // What the Realtime Database answers for cancelled: { "1": … }.
    const book = readReceiptBook({ next: 3, byPayment: { '-paid': 2 }, cancelled: [, cancellation] });
    expect(book.cancelled).toEqual({ '1': cancellation });
    // Written back by the next number taken, the cancellation is still there.
    expect(takeSerial(book, '-other').cancelled).toEqual({ '1': cancellation });
  });

  it('reads cancellations stored as an object, and skips what is not one', () => {
    expect(readReceiptBook({ next: 9, cancelled: { '7': cancellation, '8': 'odd' } }).cancelled).toEqual({
      '7': cancellation,
    });
  });
});
