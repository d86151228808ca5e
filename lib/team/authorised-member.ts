import { memberUid } from './member-token';
import { teamMembersFrom, type TeamMemberRecord } from './members';

export interface AuthorisedMemberDeps {
  /** The caller's Firebase ID token checked, revocation included; throws when it is not valid. */
  verifyIdToken: (idToken: string) => Promise<{ uid: string; role?: unknown }>;
  readTeamMembers: () => Promise<unknown>;
}

export type MemberRefusal = 'unauthenticated' | 'forbidden';

/**
 * The caller's own team record (and the team as read), when their token is valid and both the token and the stored record
 * give them a role `allowed` accepts: a role taken away counts at once, whatever the token says.
 */
export async function authorisedMember(
  idToken: string | null,
  allowed: (role: string) => boolean,
  deps: AuthorisedMemberDeps,
): Promise<{ ok: true; member: TeamMemberRecord; team: TeamMemberRecord[] } | { ok: false; code: MemberRefusal }> {
  if (!idToken) return { ok: false, code: 'unauthenticated' };
  const caller = await deps.verifyIdToken(idToken).catch(() => null);
  if (!caller) return { ok: false, code: 'unauthenticated' };
  const team = teamMembersFrom(await deps.readTeamMembers());
  const member = team.find((m) => memberUid(m.key) === caller.uid);
  if (!member || member.role !== caller.role || !allowed(member.role)) return { ok: false, code: 'forbidden' };
  return { ok: true, member, team };
}

/** How a team route answers a refusal. */
export const MEMBER_REFUSAL_STATUS: Record<MemberRefusal, number> = { unauthenticated: 401, forbidden: 403 };
