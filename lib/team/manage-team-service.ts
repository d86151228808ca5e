import 'server-only';
import { adminRead, adminRemove, revokeSessions } from '@/lib/firebase/admin';
import { invitationDatabase, sessions } from './account-service';
import { memberCheckDeps } from './authorised-member-service';
import { secretPath } from './enrolment-service';
import { issueInvitation } from './invitations';
import { listTeam, resetMemberPassword, type ManageTeamDeps } from './manage-team';
import { passkeysPath } from './passkeys-service';

export const manageTeamDeps: ManageTeamDeps = {
  ...memberCheckDeps,
  readSecrets: () => adminRead('teamSecrets'),
  deleteSecret: (memberKey) => adminRemove(secretPath(memberKey)),
  removePasskeys: (memberKey) => adminRemove(passkeysPath(memberKey)),
  endSessions: (memberKey) => sessions().endAll(memberKey),
  revokeSessions,
  issueInvitation: (memberKey, createdBy) => issueInvitation(memberKey, createdBy, invitationDatabase),
};

export const teamList = (idToken: string | null) => listTeam(idToken, manageTeamDeps);

export const teamResetPassword = (input: { idToken: string | null; memberId: string }) =>
  resetMemberPassword(input, manageTeamDeps);
