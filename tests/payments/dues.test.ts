import { describe, expect, it } from 'vitest';
import {
  addMonths,
  creditPayment,
  duesStatus,
  waive,
  type DuesAccount,
  type PlanPaymentCredit,
} from '@/lib/payments/dues';

const credit = (paymentKey: string, paidOn: string, plan: PlanPaymentCredit['plan'] = 'player'): PlanPaymentCredit => ({
  paymentKey,
  plan,
  name: 'Sunita Devi',
  mobile: '9876543210',
  locale: 'hi',
  amountPaise: 75_00,
  paidOn,
});

const paid = (...credits: PlanPaymentCredit[]) =>
  credits.reduce<DuesAccount | null>((account, next) => creditPayment(account, next), null) as DuesAccount;

describe('a monthly plan', () => {
  it('is paid to the 10th of the next month by a first payment early or late in the month', () => {
    expect(paid(credit('a', '2026-05-03')).paidThrough).toBe('2026-06-10');
    expect(paid(credit('a', '2026-05-14')).paidThrough).toBe('2026-06-10');
    expect(paid(credit('a', '2026-01-31')).paidThrough).toBe('2026-02-10');
    expect(paid(credit('a', '2026-12-20')).paidThrough).toBe('2027-01-10');
  });

  it('moves on a month per payment from where it was paid to, so a late payer clears the missed month first', () => {
    const account = paid(credit('a', '2026-05-03'), credit('b', '2026-07-20'));
    expect(account.paidThrough).toBe('2026-07-10');
    expect(account.joinedOn).toBe('2026-05-03');
  });

  it('counts a payment once however often it is confirmed', () => {
    expect(paid(credit('a', '2026-05-03'), credit('a', '2026-05-03')).paidThrough).toBe('2026-06-10');
  });
});

describe('a yearly plan', () => {
  it('is paid to the same day a year later, 29 February to 28 February, and renews from there', () => {
    expect(paid(credit('a', '2026-05-14', 'patron')).paidThrough).toBe('2027-05-14');
    expect(paid(credit('a', '2028-02-29', 'supporter')).paidThrough).toBe('2029-02-28');
    expect(paid(credit('a', '2026-05-14', 'patron'), credit('b', '2027-06-01', 'patron')).paidThrough).toBe(
      '2028-05-14',
    );
  });
});

describe('a fee waiver', () => {
  it('moves the date on by its periods without a payment, once, and keeps who and why', () => {
    const account = paid(credit('a', '2026-05-03'));
    const waiver = { periods: 3, reason: 'Family lost the harvest', by: 'RYF009', byName: 'Sunil Prasad', at: 1 };
    const waived = waive(account, 'w1', waiver);
    expect(waived.paidThrough).toBe('2026-09-10');
    expect(waive(waived, 'w1', waiver).paidThrough).toBe('2026-09-10');
    expect(waived.waivers).toEqual({ w1: waiver });
    expect(waive(paid(credit('a', '2026-05-14', 'patron')), 'w', { ...waiver, periods: 1 }).paidThrough).toBe(
      '2028-05-14',
    );
  });
});

describe('where an account stands', () => {
  it('is reminded from exactly a week before the due date, late from the day after', () => {
    expect(duesStatus('2026-06-10', '2026-06-02')).toBe('dueThisMonth');
    expect(duesStatus('2026-06-10', '2026-06-03')).toBe('remindNow');
    expect(duesStatus('2026-06-10', '2026-06-10')).toBe('remindNow');
    expect(duesStatus('2026-06-10', '2026-06-11')).toBe('late');
    expect(duesStatus('2026-06-10', '2026-05-20')).toBe('paidUp');
    // A week before the 3rd reaches back into the month before.
    expect(duesStatus('2026-07-03', '2026-06-26')).toBe('remindNow');
  });

  it('adds months on the calendar', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-10', 2)).toBe('2027-01-10');
  });
});
