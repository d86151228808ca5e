import { withIdToken } from '@/lib/team/id-token';
import type { DuesItem } from './dues-service';

/** The dues panel talking to /api/team/payments/dues; a refusal throws. */
export async function fetchDues(idToken: string): Promise<DuesItem[]> {
  const response = await fetch('/api/team/payments/dues', withIdToken(idToken, { cache: 'no-store' }));
  const body = (await response.json()) as { ok?: boolean; dues?: DuesItem[] };
  if (!response.ok || !body.ok || !Array.isArray(body.dues)) throw new Error(`Dues: ${response.status}`);
  return body.dues;
}

export async function sendWaiver(idToken: string, account: string, periods: number, reason: string): Promise<void> {
  const response = await fetch(
    '/api/team/payments/dues',
    withIdToken(idToken, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'waive', account, periods, reason }),
    }),
  );
  if (!response.ok) throw new Error(`Waiver: ${response.status}`);
}
