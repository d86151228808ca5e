import { withIdToken } from '@/lib/team/id-token';
import type { ReviewListItem } from './payment-review-list';

/** What the treasurer's panel asks of /api/team/payments. */
export type PaymentAction =
  { action: 'confirm'; paymentKey: string } | { action: 'reject'; paymentKey: string; reason: string };

/** The treasurer's panel talking to /api/team/payments; any refusal or odd answer throws. */
export async function fetchPayments(idToken: string): Promise<ReviewListItem[]> {
  const response = await fetch('/api/team/payments', withIdToken(idToken, { cache: 'no-store' }));
  const body = (await response.json()) as { ok?: boolean; payments?: ReviewListItem[] };
  if (!response.ok || !body.ok || !Array.isArray(body.payments)) throw new Error(`Payments: ${response.status}`);
  return body.payments;
}

export async function sendPaymentAction(idToken: string, action: PaymentAction): Promise<void> {
  const response = await fetch(
    '/api/team/payments',
    withIdToken(idToken, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(action),
    }),
  );
  if (!response.ok) throw new Error(`Payment ${action.action}: ${response.status}`);
}
