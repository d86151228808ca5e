import 'server-only';
import { adminRead, adminRemove, adminTransaction, adminWrite, mintCustomToken } from '@/lib/firebase/admin';
import type { InvitationDatabase } from './invitations';
import { memberToken } from './member-token';
import type { TeamMemberRecord } from './members';
import { teamSessions } from './sessions';

/** The members' sessions in the database, where the rules can read them too. */
export const sessions = () =>
  teamSessions({ read: adminRead, write: adminWrite, remove: adminRemove, now: () => Date.now() });

export const invitationDatabase: InvitationDatabase = {
  write: adminWrite,
  transaction: adminTransaction,
  now: () => Date.now(),
};

/** Every way in (password, first password, passkey) ends here: a new session, and the token that names it. */
export async function openMemberSession(member: TeamMemberRecord) {
  const sessionId = await sessions().start(member.key);
  return memberToken(member, mintCustomToken, sessionId);
}
