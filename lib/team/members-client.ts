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

/** Resets the member's password and answers their new invitation code. */
export async function resetTeamMember(idToken: string, memberId: string): Promise<string> {
  const response = await fetch(
    '/api/team/members/reset',
    withToken(idToken, { method: 'POST', body: JSON.stringify({ memberId }) }),
  );
  const body = (await response.json()) as { ok: boolean; code?: unknown };
  if (!response.ok || !body.ok || typeof body.code !== 'string') throw new Error(`Reset: ${response.status}`);
  return body.code;
}
