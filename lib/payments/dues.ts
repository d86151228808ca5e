import { PLAN_PRICES, type PlanId } from '@/lib/content/plan-prices';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Members' dues, as the Subscription Info page states them: a monthly plan is due by the 10th of
 * each month, a yearly plan on the same date a year after joining, and the team reminds a week
 * before. Dates are India's calendar days, 'YYYY-MM-DD'. An account per plan and payer's mobile
 * number; each confirmed payment of the plan moves its paid-through date on by one period, and a
 * fee waiver does the same without money (its reason stays with the team).
 */

/** memberDues/<plan>_<mobile>: a member's dues account, written and read only by the server. */
export const MEMBER_DUES_NODE = 'memberDues';

/** The day of the month a monthly plan is due by. */
export const MONTHLY_DUE_DAY = 10;
/** How long before the due date the team sends its reminder. */
export const REMINDER_DAYS_BEFORE = 7;
/** The most periods one waiver covers: a year of a monthly plan. */
export const MAX_WAIVER_PERIODS = 12;
export const WAIVER_REASON_MAX_LENGTH = 300;

export interface FeeWaiver {
  periods: number;
  reason: string;
  by: string;
  byName: string;
  at: number;
}

export interface DuesAccount {
  plan: PlanId;
  name: string;
  mobile: string;
  locale: Locale;
  joinedOn: string;
  /** What the member paid last time (a concession halves the player plan): what the reminder asks. */
  amountPaise: number;
  /** The day the plan is paid up to: the next payment is due by then. */
  paidThrough: string;
  /** Payments already counted, by key: a confirmation seen twice moves nothing twice. */
  credited: Record<string, true>;
  waivers?: Record<string, FeeWaiver>;
}

export type DuesStatus = 'late' | 'remindNow' | 'dueThisMonth' | 'paidUp';

export const duesAccountKey = (plan: PlanId, mobile: string) => `${plan}_${mobile}`;

const parts = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];
const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `isoDate` plus `months` calendar months; a day the month lacks becomes its last (29 Feb → 28 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = parts(isoDate);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return iso(y, m, Math.min(day, daysIn(y, m)));
}

export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = parts(isoDate);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** India's calendar day of a moment. */
export const indiaDay = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);

const monthsPerPeriod = (plan: PlanId) => (PLAN_PRICES[plan].period === 'month' ? 1 : 12);

/** Where a first payment on `paidOn` leaves a new member: a month's plan to the 10th of next month, a year's to the same day next year. */
function firstPaidThrough(plan: PlanId, paidOn: string): string {
  if (monthsPerPeriod(plan) === 12) return addMonths(paidOn, 12);
  const [year, month] = parts(addMonths(paidOn, 1));
  return iso(year, month, MONTHLY_DUE_DAY);
}

export interface PlanPaymentCredit {
  paymentKey: string;
  plan: PlanId;
  name: string;
  mobile: string;
  locale: Locale;
  amountPaise: number;
  /** India's day of the confirmation. */
  paidOn: string;
}

/**
 * The account after a confirmed payment. Later payments extend from the paid-through date, not
 * from the day paid, so a late payer clears the months missed first and the due day stays put.
 */
export function creditPayment(account: DuesAccount | null, payment: PlanPaymentCredit): DuesAccount {
  if (account?.credited[payment.paymentKey]) return account;
  const credited = { ...account?.credited, [payment.paymentKey]: true as const };
  if (!account) {
    return {
      plan: payment.plan,
      name: payment.name,
      mobile: payment.mobile,
      locale: payment.locale,
      joinedOn: payment.paidOn,
      amountPaise: payment.amountPaise,
      paidThrough: firstPaidThrough(payment.plan, payment.paidOn),
      credited,
    };
  }
  return {
    ...account,
    name: payment.name,
    locale: payment.locale,
    amountPaise: payment.amountPaise,
    paidThrough: addMonths(account.paidThrough, monthsPerPeriod(account.plan)),
    credited,
  };
}

/** The account after a waiver of `periods` months (monthly plan) or years (yearly plan). */
export function waive(account: DuesAccount, id: string, waiver: FeeWaiver): DuesAccount {
  if (account.waivers?.[id]) return account;
  return {
    ...account,
    paidThrough: addMonths(account.paidThrough, waiver.periods * monthsPerPeriod(account.plan)),
    waivers: { ...account.waivers, [id]: waiver },
  };
}

/** Where an account stands on `today`: late after the due day, reminded from a week before it. */
export function duesStatus(paidThrough: string, today: string): DuesStatus {
  if (paidThrough < today) return 'late';
  if (today >= addDays(paidThrough, -REMINDER_DAYS_BEFORE)) return 'remindNow';
  if (paidThrough.slice(0, 7) === today.slice(0, 7)) return 'dueThisMonth';
  return 'paidUp';
}
