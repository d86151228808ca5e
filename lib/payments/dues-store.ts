import 'server-only';
import { adminRead, adminTransaction, changeExisting } from '@/lib/firebase/admin';
import { isPlanId } from './payment-form';
import {
  creditPayment,
  duesAccountKey,
  indiaDay,
  MEMBER_DUES_NODE,
  waive,
  type DuesAccount,
  type FeeWaiver,
} from './dues';

const asAccount = (value: unknown): DuesAccount | null =>
  typeof value === 'object' && value !== null && typeof (value as DuesAccount).paidThrough === 'string'
    ? (value as DuesAccount)
    : null;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Counts a confirmed plan payment on its member's account, in one transaction: two instances
 * confirming the same payment count it once. A donation has no dues.
 */
export async function creditPlanPayment(paymentKey: string, payment: Record<string, unknown>, confirmedAt: number) {
  const purpose = payment.purpose as { kind?: unknown; plan?: unknown } | undefined;
  const plan = text(purpose?.plan);
  if (purpose?.kind !== 'plan' || !isPlanId(plan)) return;
  const mobile = text(payment.mobile);
  const credit = {
    paymentKey,
    plan,
    name: text(payment.name),
    mobile,
    locale: payment.locale === 'hi' ? ('hi' as const) : ('en' as const),
    amountPaise: typeof payment.amountPaise === 'number' ? payment.amountPaise : 0,
    paidOn: indiaDay(confirmedAt),
  };
  await adminTransaction(`${MEMBER_DUES_NODE}/${duesAccountKey(plan, mobile)}`, (current) =>
    creditPayment(asAccount(current), credit),
  );
}

/** Every account, by key. */
export async function readDuesAccounts(): Promise<[string, DuesAccount][]> {
  const all = (await adminRead(MEMBER_DUES_NODE)) as Record<string, unknown> | null;
  return Object.entries(all ?? {}).flatMap(([key, value]) => {
    const account = asAccount(value);
    return account ? [[key, account] as [string, DuesAccount]] : [];
  });
}

/** Records a waiver on an existing account; false when there is no such account. */
export async function recordWaiver(accountKey: string, id: string, waiver: FeeWaiver): Promise<boolean> {
  return changeExisting('main', `${MEMBER_DUES_NODE}/${accountKey}`, (current) => {
    const account = asAccount(current);
    return account ? (waive(account, id, waiver) as unknown as Record<string, unknown>) : current;
  });
}
