import { memberUid } from './member-token';
import { teamMembersFrom, type TeamMemberRecord } from './members';

/** What a verified ID token says: its user, and the claims the sign-in put in it. */
export interface VerifiedCaller {
  uid: string;
  role?: unknown;
  sid?: unknown;
}

export interface AuthorisedMemberDeps {
  /** The caller's Firebase ID token checked, revocation included; throws when it is not valid. */
  verifyIdToken: (idToken: string) => Promise<VerifiedCaller>;
  readTeamMembers: () => Promise<unknown>;
  /** Whether the member's session is open (see lib/team/sessions.ts). */
  sessionIsLive: (memberKey: string, sessionId: string) => Promise<boolean>;
}

export type MemberRefusal = 'unauthenticated' | 'forbidden';

export type AuthorisedMember =
  | { ok: true; member: TeamMemberRecord; team: TeamMemberRecord[]; sessionId: string }
  | { ok: false; code: MemberRefusal };

/**
 * The caller's own team record (and the team as read), when their token is valid, names a session
 * still open, and both the token and the stored record give them a role `allowed` accepts: a role
 * taken away, a reset or a logout counts at once, whatever the token says.
 */
export async function authorisedMember(
  idToken: string | null,
  allowed: (role: string) => boolean,
  deps: AuthorisedMemberDeps,
): Promise<AuthorisedMember> {
  if (!idToken) return { ok: false, code: 'unauthenticated' };
  const caller = await deps.verifyIdToken(idToken).catch(() => null);
  if (!caller || typeof caller.sid !== 'string') return { ok: false, code: 'unauthenticated' };
  const team = teamMembersFrom(await deps.readTeamMembers());
  const member = team.find((m) => memberUid(m.key) === caller.uid);
  if (member && !(await deps.sessionIsLive(member.key, caller.sid))) return { ok: false, code: 'unauthenticated' };
  if (!member || member.role !== caller.role || !allowed(member.role)) return { ok: false, code: 'forbidden' };
  return { ok: true, member, team, sessionId: caller.sid };
}

/** Any role: the caller need only be a member with an open session (their own account, their session). */
export const anyRole = () => true;

/** How a team route answers a refusal. */
export const MEMBER_REFUSAL_STATUS: Record<MemberRefusal, number> = { unauthenticated: 401, forbidden: 403 };
