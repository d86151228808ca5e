import 'server-only';
import { adminRead, verifyIdToken } from '@/lib/firebase/admin';
import { authorisedMember } from './authorised-member';

/** The caller of a team route, checked against the stored team (see authorisedMember). */
export const checkMember = (idToken: string | null, allowed: (role: string) => boolean) =>
  authorisedMember(idToken, allowed, { verifyIdToken, readTeamMembers: () => adminRead('teamMembers') });
