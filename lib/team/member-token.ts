import type { SignedInMember } from './member';
import type { TeamMemberRecord } from './members';

/**
 * A member's Firebase user ID: `team-` and their record key. The database rules take the key back
 * out of it (`auth.uid.replace('team-', '')`) to compare the token's role with the stored one.
 */
export const memberUid = (memberKey: string) => `team-${memberKey}`.slice(0, 128);

export type MintToken = (uid: string, claims: Record<string, string>) => Promise<string>;

/**
 * The token the browser signs in with, carrying the claims the database rules read: the role, and
 * the session it belongs to (`sid`), which the rules look up in teamSessions.
 */
export async function memberToken(
  member: TeamMemberRecord,
  mintToken: MintToken,
  sessionId: string,
): Promise<{ token: string; member: SignedInMember }> {
  const profile: SignedInMember = { memberId: member.memberId, name: member.name, role: member.role };
  const token = await mintToken(memberUid(member.key), {
    role: member.role,
    memberId: member.memberId,
    memberName: member.name,
    sid: sessionId,
  });
  return { token, member: profile };
}
