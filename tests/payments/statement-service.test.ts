import { describe, expect, it } from 'vitest';
import { applyStatement } from '@/lib/payments/statement-service';
import { setUp, treasurer } from './memory-review';

// As SBI's account statement downloads: lines about the account above the heading row, a debit,
// and UPI credits whose narration carries the UTR.
const STATEMENT = [
  'Account Name :,ROHTAS YUVA FOUNDATION',
  'Account Number :,00000012345678901',
  '',
  'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
  '14 May 2026,14 May 2026,UPI/CR/412345678901/SUNITA DEVI/SBIN/rohtasyuva,,,75.00,"10,075.00"',
  '14 May 2026,14 May 2026,UPI/CR/412345678902/RAMESH/HDFC/rohtasyuva,,,400.00,"10,475.00"',
  '15 May 2026,15 May 2026,UPI/CR/412345678903/MEENA/ICIC/rohtasyuva,,,500.00,"10,975.00"',
  '15 May 2026,15 May 2026,ATM WDL,,"1,000.00",,"9,975.00"',
  '16 May 2026,16 May 2026,CASH DEPOSIT,,,"2,000.00","11,975.00"',
].join('\r\n');

const waiting = (reference: string, utr: string, amountPaise: number, extra: object = {}) => ({
  reference,
  status: 'utrSubmitted',
  utr,
  amountPaise,
  statusHistory: [{ status: 'pending', at: 1 }],
  ...extra,
});

const payments = () => ({
  '-match': waiting('PAYAAAAAAAA', '412345678901', 75_00),
  '-differs': waiting('PAYBBBBBBBB', '412345678902', 500_00),
  '-twice': waiting('PAYCCCCCCCC', '412345678903', 500_00, { utrAlsoGivenFor: 'PAYDDDDDDDD' }),
  '-absent': waiting('PAYEEEEEEEE', '412345678999', 100_00),
});

describe('applying the bank statement', () => {
  it('confirms only the clean match, marked as the statement’s, and flags a differing amount and a UTR two payers gave', async () => {
    const { deps, stored } = setUp(payments());
    const result = await applyStatement(deps, [...stored.entries()], STATEMENT, treasurer);
    expect(result).toEqual({
      ok: true,
      outcome: {
        confirmed: [
          {
            paymentKey: '-match',
            reference: 'PAYAAAAAAAA',
            utr: '412345678901',
            amountPaise: 75_00,
            receiptNumber: 'RYF/2026-27/00001',
          },
        ],
        flagged: [
          {
            paymentKey: '-differs',
            reference: 'PAYBBBBBBBB',
            utr: '412345678902',
            amountPaise: 500_00,
            flags: ['amountDiffers'],
          },
          {
            paymentKey: '-twice',
            reference: 'PAYCCCCCCCC',
            utr: '412345678903',
            amountPaise: 500_00,
            flags: ['utrUsedTwice'],
          },
        ],
        alreadyDecided: [],
        unclaimedCredits: 1,
        skippedLines: [7],
      },
    });
    expect(stored.get('-match')?.statusHistory).toContainEqual(
      expect.objectContaining({ status: 'confirmed', via: 'bankStatement', by: 'RYF009' }),
    );
    for (const key of ['-differs', '-twice', '-absent']) expect(stored.get(key)?.status).toBe('utrSubmitted');
  });

  it('confirms nothing twice when the same statement comes again', async () => {
    const { deps, stored, books } = setUp(payments());
    await applyStatement(deps, [...stored.entries()], STATEMENT, treasurer);
    const again = await applyStatement(deps, [...stored.entries()], STATEMENT, treasurer);
    expect(again.ok && again.outcome.confirmed).toEqual([]);
    expect(books.book('2026-27')).toMatchObject({ next: 2 });
  });

  it('answers a file without a heading row as such', async () => {
    const { deps, stored } = setUp(payments());
    expect(await applyStatement(deps, [...stored.entries()], 'hello\nworld', treasurer)).toEqual({
      ok: false,
      code: 'noHeading',
    });
  });
});
