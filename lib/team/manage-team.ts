import { authorisedMember, type AuthorisedMemberDeps } from './authorised-member';
import { memberUid } from './member-token';
import type { TeamMemberRecord } from './members';
import { canManageTeam } from './roles';

export interface ManageTeamDeps extends AuthorisedMemberDeps {
  /** The whole teamSecrets node: only whether each member has a password leaves the server. */
  readSecrets: () => Promise<unknown>;
  deleteSecret: (memberKey: string) => Promise<void>;
  /** Ends every session the member has: the database and the routes refuse their tokens from then on. */
  endSessions: (memberKey: string) => Promise<void>;
  /** Firebase Auth's own end of the member's sessions: no refresh token of theirs works any more. */
  revokeSessions: (uid: string) => Promise<void>;
  /** Removes every passkey of the member: a lost phone's opens nothing once the member is reset. */
  removePasskeys: (memberKey: string) => Promise<void>;
  /** Stores a new invitation for the member and answers its code (see lib/team/invitations.ts). */
  issueInvitation: (memberKey: string, createdBy: string) => Promise<string>;
  log?: (message: string, error: unknown) => void;
}

/** A member as the team panel shows them: never their number or their password hash. */
export interface TeamListEntry {
  memberId: string;
  name: string;
  role: string;
  hasPassword: boolean;
}

export type ManageTeamRefusal = 'unauthenticated' | 'forbidden' | 'unknownMember' | 'failed';
type Refused = { ok: false; code: ManageTeamRefusal };

/** The team, when the caller may manage it (see authorisedMember). */
async function manager(
  idToken: string | null,
  deps: ManageTeamDeps,
): Promise<{ ok: true; members: TeamMemberRecord[]; by: TeamMemberRecord } | Refused> {
  const checked = await authorisedMember(idToken, canManageTeam, deps);
  return checked.ok ? { ok: true, members: checked.team, by: checked.member } : checked;
}

async function guarded<T>(work: () => Promise<T | Refused>, log: ManageTeamDeps['log']): Promise<T | Refused> {
  try {
    return await work();
  } catch (error) {
    (log ?? console.error)('Managing the team failed', error instanceof Error ? error.message : error);
    return { ok: false, code: 'failed' };
  }
}

/** The team, for a member who may manage it. */
export const listTeam = (idToken: string | null, deps: ManageTeamDeps) =>
  guarded(async (): Promise<{ ok: true; members: TeamListEntry[] } | Refused> => {
    const allowed = await manager(idToken, deps);
    if (!allowed.ok) return allowed;
    const secrets = await deps.readSecrets();
    const has = (key: string) => typeof secrets === 'object' && secrets !== null && key in secrets;
    const members = allowed.members
      .map(({ key, memberId, name, role }) => ({ memberId, name, role, hasPassword: has(key) }))
      .sort((a, b) => a.memberId.localeCompare(b.memberId));
    return { ok: true, members };
  }, deps.log);

/**
 * Sends a member back to their first sign-in: their password is deleted, every session they have
 * is ended, and a new invitation code is made for them, answered once to show the Coordinator.
 */
export const resetMemberPassword = (
  { idToken, memberId }: { idToken: string | null; memberId: string },
  deps: ManageTeamDeps,
) =>
  guarded(async (): Promise<{ ok: true; code: string } | Refused> => {
    const allowed = await manager(idToken, deps);
    if (!allowed.ok) return allowed;
    const member = allowed.members.find((m) => m.memberId === memberId.trim());
    if (!member) return { ok: false, code: 'unknownMember' };
    return { ok: true, code: await inviteMember(member, allowed.by.memberId, deps) };
  }, deps.log);

/**
 * The password and passkeys gone and every session ended before the code exists: the old ways in
 * (a password someone learnt, a lost phone) are shut first.
 */
export async function inviteMember(
  member: TeamMemberRecord,
  createdBy: string,
  deps: Pick<ManageTeamDeps, 'deleteSecret' | 'removePasskeys' | 'endSessions' | 'revokeSessions' | 'issueInvitation'>,
): Promise<string> {
  await deps.deleteSecret(member.key);
  await deps.removePasskeys(member.key);
  await deps.endSessions(member.key);
  await deps.revokeSessions(memberUid(member.key));
  return deps.issueInvitation(member.key, createdBy);
}
