import 'server-only';
import { adminRead } from '@/lib/firebase/admin';
import { INVITATION_TTL_HOURS } from './invitation-rules.mjs';
import { inviteMember } from './manage-team';
import { manageTeamDeps } from './manage-team-service';
import { teamMembersFrom } from './members';

/** Who makes an invitation from the command line: the deployer, with the server's credentials. */
export const COMMAND_LINE = 'command line';

/**
 * The deployer's way to make a member's invitation code (the first Coordinator's, before anyone can
 * sign in to make one in the Team panel; or a Coordinator locked out with no other). As a reset
 * in the panel: the member's password and sessions end first.
 */
export async function inviteFromCommandLine(
  memberId: string,
): Promise<
  { ok: true; code: string; name: string; memberId: string; hours: number } | { ok: false; reason: 'unknownMember' }
> {
  const member = teamMembersFrom(await adminRead('teamMembers')).find((m) => m.memberId === memberId.trim());
  if (!member) return { ok: false, reason: 'unknownMember' };
  const code = await inviteMember(member, COMMAND_LINE, manageTeamDeps);
  return { ok: true, code, name: member.name, memberId: member.memberId, hours: INVITATION_TTL_HOURS };
}
