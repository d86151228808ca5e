import { describe, expect, it } from 'vitest';
import { readReceiptBook } from '@/lib/payments/receipt-book';
import { confirmPayment, rejectPayment } from '@/lib/payments/payment-review-service';
import { AT, coordinator, setUp, treasurer } from './memory-review';

const waiting = (status = 'utrSubmitted') => ({
  reference: 'PAYAAAAAAAA',
  status,
  utr: '612345678901',
  amountPaise: 500_00,
  statusHistory: [{ status: 'pending', at: 1 }],
});

describe('confirming a payment', () => {
  it('issues the receipt number, records who and when, and a repeat takes no second number', async () => {
    const { deps, stored, books, logged } = setUp({ '-a': waiting() });
    expect(await confirmPayment(deps, '-a', treasurer)).toEqual({ ok: true, receiptNumber: 'RYF/2026-27/00001' });
    expect(await confirmPayment(deps, '-a', coordinator)).toEqual({ ok: true, receiptNumber: 'RYF/2026-27/00001' });
    // The change is in the record of who looked once: the repeat changed nothing.
    expect(logged).toEqual([{ action: 'paymentConfirmed', paymentKey: '-a', reference: 'PAYAAAAAAAA', by: treasurer }]);
    const payment = stored.get('-a');
    expect(payment?.status).toBe('confirmed');
    expect(payment?.statusHistory).toEqual([
      { status: 'pending', at: 1 },
      { status: 'confirmed', at: AT, by: 'RYF009', byName: 'Sunil Prasad', receiptNumber: 'RYF/2026-27/00001' },
    ]);
    expect(readReceiptBook(books.book('2026-27')).next).toBe(2);
  });

  it('takes no number for a payment that does not exist or was rejected', async () => {
    const { deps, books } = setUp({ '-r': waiting('rejected') });
    expect(await confirmPayment(deps, '-none', treasurer)).toEqual({ ok: false, code: 'notFound' });
    expect(await confirmPayment(deps, '-r', treasurer)).toEqual({ ok: false, code: 'alreadyDecided' });
    expect(books.book('2026-27')).toBeNull();
  });

  it('cancels the number it took when the payment is rejected in between, so no number goes missing', async () => {
    const { deps, stored, books, inBetween } = setUp({ '-a': waiting(), '-b': waiting() });
    inBetween(() => stored.set('-a', { ...waiting('rejected') }));
    expect(await confirmPayment(deps, '-a', treasurer)).toEqual({ ok: false, code: 'alreadyDecided' });
    const book = readReceiptBook(books.book('2026-27'));
    expect(book.cancelled['1']).toMatchObject({
      paymentKey: '-a',
      reason: 'Not issued: the payment was rejected meanwhile',
    });
    expect(await confirmPayment(deps, '-b', treasurer)).toEqual({ ok: true, receiptNumber: 'RYF/2026-27/00002' });
  });
});

describe('rejecting a payment', () => {
  it('needs a reason, records it with who and when, and never rejects a confirmed payment', async () => {
    const { deps, stored, logged } = setUp({ '-a': waiting(), '-c': waiting('confirmed') });
    expect(await rejectPayment(deps, '-a', '   ', treasurer)).toEqual({ ok: false, code: 'invalidReason' });
    expect(await rejectPayment(deps, '-a', 'Not in the statement of 28 November', treasurer)).toEqual({ ok: true });
    expect(stored.get('-a')?.statusHistory).toContainEqual({
      status: 'rejected',
      at: AT,
      by: 'RYF009',
      byName: 'Sunil Prasad',
      reason: 'Not in the statement of 28 November',
    });
    expect(await rejectPayment(deps, '-a', 'Again', treasurer)).toEqual({ ok: true });
    expect(logged.map((entry) => entry.action)).toEqual(['paymentRejected']);
    expect(await rejectPayment(deps, '-c', 'Wrong', treasurer)).toEqual({ ok: false, code: 'alreadyDecided' });
    expect(await rejectPayment(deps, '-none', 'Wrong', treasurer)).toEqual({ ok: false, code: 'notFound' });
  });
});
