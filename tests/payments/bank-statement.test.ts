import { describe, expect, it } from 'vitest';
import { readBankStatement, statementAmountPaise } from '@/lib/payments/bank-statement';
import { matchStatement, type WaitingPayment } from '@/lib/payments/statement-match';
import { csvRows } from '@/lib/text/csv-rows';

// Shaped like a bank's download: lines about the account first, a quoted amount with Indian
// grouping, a debit, a UPI narration carrying the UTR, a closing total.
const STATEMENT = [
  '\uFEFFAccount No,XXXXXX1234',
  'Statement from,01/11/2026 to 28/11/2026',
  '',
  'Txn Date,Narration,Ref No,Debit,Credit,Balance',
  '01/11/2026,"UPI/612345678901/Sunita Devi/SBIN",,,500.00,"1,00,500.00"',
  '02/11/2026,Electricity bill,,"1,200.00",,"99,300.00"',
  '03/11/2026,"NEFT, Ram Traders",N302261234567890,,"1,00,000.00","1,99,300.00"',
  '04/11/2026,UPI transfer,712345678902,,300,"1,99,600.00"',
  '05/11/2026,"UPI/812345678903/Amit ""Bablu"" Kumar",,,250.5,"1,99,850.50"',
  '05/11/2026,"UPI/812345678903/Amit Kumar again",,,250.50,"2,00,101.00"',
  'Total,,,,"1,01,301.00",',
].join('\r\n');

describe('reading a bank statement', () => {
  it('reads quoted fields, doubled quotes, a byte order mark and CRLF lines', () => {
    expect(csvRows('\uFEFFa,"b, c","say ""hi"""\r\n\r\nd,"e\nf",\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['d', 'e\nf', ''],
    ]);
  });

  it('reads amounts in Indian grouping into paise, and refuses what is not one', () => {
    expect(statementAmountPaise('1,00,000.00')).toBe(100_000_00);
    expect(statementAmountPaise('₹ 250.5')).toBe(250_50);
    expect(statementAmountPaise('INR 300')).toBe(300_00);
    expect(statementAmountPaise('')).toBeNull();
    expect(statementAmountPaise('-5')).toBeNull();
    expect(statementAmountPaise('12.345')).toBeNull();
  });

  it('finds the heading row below the account lines and reads each credit’s UTR and amount', () => {
    const result = readBankStatement(STATEMENT);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.credits.map(({ utr, amountPaise }) => [utr, amountPaise])).toEqual([
      ['612345678901', 500_00],
      [null, 100_000_00],
      ['712345678902', 300_00],
      ['812345678903', 250_50],
      ['812345678903', 250_50],
      // The closing total is a credit-looking line with no UTR: kept, and never matched to a payment.
      [null, 101_301_00],
    ]);
    expect(result.credits[0]).toMatchObject({ line: 4, date: '01/11/2026' });
    // The debit is skipped and named.
    expect(result.skippedLines).toEqual([5]);
  });

  it('says so when there is no credit column', () => {
    expect(readBankStatement('Date,Narration,Amount\n01/11/2026,UPI,500')).toEqual({
      ok: false,
      code: 'noCreditColumn',
    });
    expect(readBankStatement('')).toEqual({ ok: false, code: 'noHeader' });
  });
});

describe('matching the statement with the payments waiting', () => {
  const waiting = (key: string, utr: string, rupees: number, utrAlsoGivenFor?: string): WaitingPayment => ({
    key,
    reference: `PAY${key.toUpperCase().padEnd(8, 'X')}`,
    utr,
    amountPaise: rupees * 100,
    ...(utrAlsoGivenFor && { utrAlsoGivenFor }),
  });
  const result = readBankStatement(STATEMENT);
  const credits = result.ok ? result.credits : [];

  it('proposes a payment whose UTR and amount are found once, and flags every other case', () => {
    const { payments, unclaimedCredits } = matchStatement(credits, [
      waiting('a', '612345678901', 500),
      // The same UTR and amount, but the payer paid 350: the amount differs.
      waiting('b', '712345678902', 350),
      // One UTR twice in the statement.
      waiting('c', '812345678903', 250),
      // A UTR no credit has.
      waiting('d', '999999999999', 100),
      // No UTR given yet.
      waiting('e', '', 100),
    ]);
    expect(
      payments.map((match) => [match.payment.key, match.kind, match.kind === 'flagged' ? match.flags : []]),
    ).toEqual([
      ['a', 'match', []],
      ['b', 'flagged', ['amountDiffers']],
      ['c', 'flagged', ['utrTwiceInStatement', 'amountDiffers']],
      ['d', 'notFound', []],
      ['e', 'notFound', []],
    ]);
    expect(unclaimedCredits.map((credit) => credit.line)).toEqual([6, 10]);
  });

  it('never proposes a UTR two payments’ payers gave, even with the right amount', () => {
    const { payments } = matchStatement(credits, [
      waiting('a', '612345678901', 500),
      waiting('z', '612345678901', 500, 'PAYAXXXXXXX'),
    ]);
    expect(payments.map((match) => match.kind)).toEqual(['flagged', 'flagged']);
    expect(payments.every((match) => match.kind === 'flagged' && match.flags.includes('utrUsedTwice'))).toBe(true);
  });
});
