import 'server-only';
import { adminRead, verifyIdToken } from '@/lib/firebase/admin';
import { sessions } from './account-service';
import { authorisedMember, type AuthorisedMemberDeps } from './authorised-member';

export const memberCheckDeps: AuthorisedMemberDeps = {
  verifyIdToken,
  readTeamMembers: () => adminRead('teamMembers'),
  sessionIsLive: (memberKey, sessionId) => sessions().isLive(memberKey, sessionId),
};

/** The caller of a team route, checked against the stored team and their session (see authorisedMember). */
export const checkMember = (idToken: string | null, allowed: (role: string) => boolean) =>
  authorisedMember(idToken, allowed, memberCheckDeps);
