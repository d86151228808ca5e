import { describe, expect, it } from 'vitest';
import { readReceiptBook } from '@/lib/payments/receipt-book';
import { confirmPayment } from '@/lib/payments/payment-review-service';
import { cancelAndReissue } from '@/lib/payments/receipt-reissue';
import { AT, coordinator, setUp, treasurer } from './memory-review';

const waiting = () => ({
  reference: 'PAYAAAAAAAA',
  status: 'utrSubmitted',
  name: 'Priyanka Kumar',
  address: 'Dehri',
  wants80GReceipt: false,
  pan: '',
  utr: '612345678901',
  amountPaise: 500_00,
  statusHistory: [{ status: 'pending', at: 1 }],
});

async function confirmed() {
  const setup = setUp({ '-a': waiting(), '-b': waiting() });
  await confirmPayment(setup.deps, '-a', treasurer);
  await confirmPayment(setup.deps, '-b', treasurer);
  setup.logged.length = 0;
  return setup;
}

describe('cancelling a receipt and issuing a new one', () => {
  it('keeps the cancelled number taken, issues the next one, and puts the name right on the new receipt', async () => {
    const { deps, stored, books, logged, setNow } = await confirmed();
    setNow(AT + 60_000);
    const answer = await cancelAndReissue(
      deps,
      '-a',
      { receiptNumber: 'RYF/2026-27/00001', reason: ' Name  misspelt ', corrections: { name: 'Priyanka Kumari' } },
      coordinator,
    );
    expect(answer).toEqual({ ok: true, receiptNumber: 'RYF/2026-27/00003' });
    const payment = stored.get('-a');
    expect(payment?.name).toBe('Priyanka Kumari');
    expect(payment?.receipt).toEqual({
      number: 'RYF/2026-27/00003',
      fyLabel: '2026-27',
      serial: 3,
      issuedAt: AT + 60_000,
    });
    expect(payment?.cancelledReceipts).toEqual([
      {
        number: 'RYF/2026-27/00001',
        fyLabel: '2026-27',
        serial: 1,
        issuedAt: AT,
        reason: 'Name misspelt',
        cancelledAt: AT + 60_000,
        by: 'RYF001',
      },
    ]);
    expect(payment?.statusHistory).toContainEqual({
      status: 'confirmed',
      at: AT + 60_000,
      by: 'RYF001',
      byName: 'Priya Kumari',
      receiptNumber: 'RYF/2026-27/00003',
      reason: 'RYF/2026-27/00001 cancelled: Name misspelt',
    });
    const book = readReceiptBook(books.book('2026-27'));
    expect(book.cancelled['1']).toMatchObject({ paymentKey: '-a', reason: 'Name misspelt', by: 'RYF001' });
    expect(book.byPayment).toEqual({ '-a': 3, '-b': 2 });
    expect(book.next).toBe(4);
    expect(logged).toEqual([
      { action: 'receiptCancelled', paymentKey: '-a', reference: 'PAYAAAAAAAA', by: coordinator },
    ]);
  });

  it('does it once when the same request comes twice: the repeat answers the new number', async () => {
    const { deps, books, logged } = await confirmed();
    const request = { receiptNumber: 'RYF/2026-27/00001', reason: 'Wrong address' };
    expect(await cancelAndReissue(deps, '-a', request, treasurer)).toEqual({
      ok: true,
      receiptNumber: 'RYF/2026-27/00003',
    });
    expect(await cancelAndReissue(deps, '-a', request, treasurer)).toEqual({
      ok: true,
      receiptNumber: 'RYF/2026-27/00003',
    });
    expect(readReceiptBook(books.book('2026-27')).next).toBe(4);
    expect(logged).toHaveLength(1);
  });

  it('finishes a request that died after the book changed: no third number', async () => {
    const { deps, stored, books } = await confirmed();
    await deps.allocator.cancel('2026-27', 1, { paymentKey: '-a', reason: 'Wrong PAN', by: 'RYF009', at: AT });
    await deps.allocator.issue('-a', AT);
    expect(stored.get('-a')?.receipt).toMatchObject({ number: 'RYF/2026-27/00001' });
    const answer = await cancelAndReissue(
      deps,
      '-a',
      { receiptNumber: 'RYF/2026-27/00001', reason: 'Wrong PAN' },
      treasurer,
    );
    expect(answer).toEqual({ ok: true, receiptNumber: 'RYF/2026-27/00003' });
    expect(readReceiptBook(books.book('2026-27')).next).toBe(4);
  });

  it('asks for a reason and a correct PAN, and refuses a payment without a receipt', async () => {
    const { deps, stored } = await confirmed();
    const base = { receiptNumber: 'RYF/2026-27/00001' };
    expect(await cancelAndReissue(deps, '-a', { ...base, reason: '  ' }, treasurer)).toEqual({
      ok: false,
      code: 'invalidReason',
    });
    expect(await cancelAndReissue(deps, '-a', { ...base, reason: 'x'.repeat(501) }, treasurer)).toEqual({
      ok: false,
      code: 'invalidReason',
    });
    expect(
      await cancelAndReissue(deps, '-a', { ...base, reason: 'PAN', corrections: { pan: 'ABCDE1234' } }, treasurer),
    ).toEqual({ ok: false, code: 'invalidCorrection' });
    expect(await cancelAndReissue(deps, '-none', { ...base, reason: 'x' }, treasurer)).toEqual({
      ok: false,
      code: 'notFound',
    });
    stored.set('-w', waiting());
    expect(await cancelAndReissue(deps, '-w', { ...base, reason: 'x' }, treasurer)).toEqual({
      ok: false,
      code: 'notConfirmed',
    });
  });

  it('adds the PAN given for an 80G receipt to the new one', async () => {
    const { deps, stored } = await confirmed();
    await cancelAndReissue(
      deps,
      '-a',
      { receiptNumber: 'RYF/2026-27/00001', reason: 'PAN missing', corrections: { pan: 'abcpk1234f' } },
      treasurer,
    );
    expect(stored.get('-a')).toMatchObject({ pan: 'ABCPK1234F', wants80GReceipt: true });
  });
});
