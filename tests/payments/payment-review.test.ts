import { describe, expect, it } from 'vitest';
import {
  paymentFlags,
  receiptCarries80G,
  rejectReason,
  REJECT_REASON_MAX_LENGTH,
  reviewOutcome,
  treasurerOrder,
} from '@/lib/payments/payment-review';

const payment = (status: string, createdAt: number, utrAlsoGivenFor?: string) => ({
  status,
  createdAt,
  utr: '123456789012',
  ...(utrAlsoGivenFor && { utrAlsoGivenFor }),
});

describe('the treasurer’s review', () => {
  it('lists the payments waiting first, oldest first, then the decided ones newest first', () => {
    const list = [
      payment('confirmed', 1),
      payment('utrSubmitted', 5),
      payment('rejected', 9),
      payment('pending', 3),
    ].sort(treasurerOrder);
    expect(list.map((p) => `${p.status}@${p.createdAt}`)).toEqual([
      'pending@3',
      'utrSubmitted@5',
      'rejected@9',
      'confirmed@1',
    ]);
  });

  it('flags a UTR another payment’s payer gave too', () => {
    expect(paymentFlags(payment('utrSubmitted', 1, 'PAYBBBBBBBB'))).toEqual(['utrUsedTwice']);
    expect(paymentFlags(payment('utrSubmitted', 1))).toEqual([]);
  });

  it('confirms or rejects a waiting payment once, and never turns one decision into the other', () => {
    for (const waiting of ['pending', 'utrSubmitted']) {
      expect(reviewOutcome(waiting, 'confirmed')).toBe('apply');
      expect(reviewOutcome(waiting, 'rejected')).toBe('apply');
    }
    expect(reviewOutcome('confirmed', 'confirmed')).toBe('already');
    expect(reviewOutcome('rejected', 'rejected')).toBe('already');
    expect(reviewOutcome('confirmed', 'rejected')).toBe('refused');
    expect(reviewOutcome('rejected', 'confirmed')).toBe('refused');
    expect(reviewOutcome('unknown', 'confirmed')).toBe('refused');
  });

  it('needs a reason to reject, of at most 500 characters', () => {
    expect(rejectReason('  Not in the   bank statement ')).toBe('Not in the bank statement');
    expect(rejectReason('   ')).toBeNull();
    expect(rejectReason('x'.repeat(REJECT_REASON_MAX_LENGTH))).toHaveLength(REJECT_REASON_MAX_LENGTH);
    expect(rejectReason('x'.repeat(REJECT_REASON_MAX_LENGTH + 1))).toBeNull();
  });

  it('gives the 80G text to donations only, and not to cash above ₹2,000', () => {
    expect(receiptCarries80G({ purposeKind: 'donation', mode: 'upi', amountPaise: 50_000_00 })).toBe(true);
    expect(receiptCarries80G({ purposeKind: 'donation', mode: 'cash', amountPaise: 2000_00 })).toBe(true);
    expect(receiptCarries80G({ purposeKind: 'donation', mode: 'cash', amountPaise: 2000_01 })).toBe(false);
    expect(receiptCarries80G({ purposeKind: 'donation', mode: 'bankTransfer', amountPaise: 10_000_00 })).toBe(true);
    expect(receiptCarries80G({ purposeKind: 'plan', mode: 'upi', amountPaise: 500_00 })).toBe(false);
  });
});
