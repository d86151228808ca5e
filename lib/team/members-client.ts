import type { TeamListEntry } from './manage-team';
import { withIdToken } from './id-token';

const withToken = (idToken: string, init: RequestInit = {}): RequestInit =>
  withIdToken(idToken, { ...init, headers: { ...init.headers, 'Content-Type': 'application/json' } });

export async function fetchTeam(idToken: string): Promise<TeamListEntry[]> {
  const response = await fetch('/api/team/members', withToken(idToken));
  const body = (await response.json()) as { ok: boolean; members?: TeamListEntry[] };
  if (!response.ok || !body.ok || !Array.isArray(body.members)) throw new Error(`Team list: ${response.status}`);
  return body.members;
}

export async function resetTeamMember(idToken: string, memberId: string): Promise<void> {
  const response = await fetch(
    '/api/team/members/reset',
    withToken(idToken, { method: 'POST', body: JSON.stringify({ memberId }) }),
  );
  if (!response.ok) throw new Error(`Reset: ${response.status}`);
}
