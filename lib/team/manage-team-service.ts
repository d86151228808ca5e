import 'server-only';
import { adminRead, adminRemove, revokeSessions, verifyIdToken } from '@/lib/firebase/admin';
import { secretPath } from './enrolment-service';
import { listTeam, resetMemberPassword, type ManageTeamDeps } from './manage-team';

const deps: ManageTeamDeps = {
  verifyIdToken,
  readTeamMembers: () => adminRead('teamMembers'),
  readSecrets: () => adminRead('teamSecrets'),
  deleteSecret: (memberKey) => adminRemove(secretPath(memberKey)),
  revokeSessions,
};

export const teamList = (idToken: string | null) => listTeam(idToken, deps);

export const teamResetPassword = (input: { idToken: string | null; memberId: string }) =>
  resetMemberPassword(input, deps);
