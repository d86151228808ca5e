import { withIdToken } from '@/lib/team/id-token';
import type { DataRequest, TeamAction } from './model';

/** The team's requests panel talking to /api/team/data-requests; any refusal or odd answer throws. */

export async function fetchDataRequests(idToken: string): Promise<DataRequest[]> {
  const response = await fetch('/api/team/data-requests', withIdToken(idToken, { cache: 'no-store' }));
  const body = (await response.json()) as { ok?: boolean; requests?: DataRequest[] };
  if (!response.ok || !body.ok || !Array.isArray(body.requests)) throw new Error(`Data requests: ${response.status}`);
  return body.requests;
}

export async function sendDataRequestAction(idToken: string, action: TeamAction): Promise<void> {
  const response = await fetch(
    '/api/team/data-requests',
    withIdToken(idToken, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(action),
    }),
  );
  if (!response.ok) throw new Error(`Data request ${action.action}: ${response.status}`);
}
