// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reviewList } from '@/lib/payments/payment-review-list';

const stored = (extra: Record<string, unknown>) => ({
  reference: 'PAYAAAAAAAA',
  status: 'confirmed',
  amountPaise: 75_00,
  name: 'Sunita Devi',
  createdAt: 1,
  ...extra,
});

describe('the treasurer’s list of payments', () => {
  it('says how each came: UPI unless the office recorded cash or a transfer', () => {
    const items = reviewList([
      ['-site', stored({ purpose: { kind: 'donation' }, createdAt: 3 })],
      ['-cash', stored({ purpose: { kind: 'donation' }, mode: 'cash', createdAt: 2 })],
      ['-bank', stored({ purpose: { kind: 'donation' }, mode: 'bankTransfer', createdAt: 1 })],
      ['-odd', stored({ purpose: { kind: 'donation' }, mode: 'cheque', createdAt: 0 })],
    ]);
    expect(items.map((item) => [item.key, item.mode])).toEqual([
      ['-site', 'upi'],
      ['-cash', 'cash'],
      ['-bank', 'bankTransfer'],
      ['-odd', 'upi'],
    ]);
  });

  it('says what each is for, and whether a plan was paid with its concession', () => {
    const items = reviewList([
      ['-gift', stored({ purpose: { kind: 'donation' }, createdAt: 3 })],
      ['-half', stored({ purpose: { kind: 'plan', plan: 'player', concession: 'girl' }, createdAt: 2 })],
      // The database drops a null: a plan paid in full has no concession stored.
      ['-full', stored({ purpose: { kind: 'plan', plan: 'player' }, createdAt: 1 })],
    ]);
    expect(items.map((item) => [item.key, item.purpose, item.concession])).toEqual([
      ['-gift', 'donation', false],
      ['-half', 'plan:player', true],
      ['-full', 'plan:player', false],
    ]);
  });
});
