import 'server-only';
import { adminRead } from '@/lib/firebase/admin';
import { attemptLimiter, GUESSING_POLICY, guessingShape } from '@/lib/rate-limit/attempt-limiter';
import { processLimiter } from '@/lib/rate-limit/process-limiter';
import { invitationDatabase, openMemberSession } from './account-service';
import { readTeamSecret, teamEnrolmentTickets } from './enrolment-service';
import { redeemInvitation } from './invitations';
import { signIn } from './sign-in';

/**
 * Every guess at a member's password (a sign-in, a password change) counts in the same limiter (in
 * Redis when REDIS_URL is set, see processLimiter).
 */
export const passwordGuessLimiter = () => attemptLimiter(processLimiter(guessingShape('sign-in', GUESSING_POLICY)));

export const teamSignIn = (input: { memberId: string; password: string; address: string }) =>
  signIn(input, {
    readTeamMembers: () => adminRead('teamMembers'),
    readSecret: readTeamSecret,
    openSession: openMemberSession,
    redeemInvitation: (memberKey, typed) => redeemInvitation(memberKey, typed, invitationDatabase),
    tickets: teamEnrolmentTickets(),
    limiter: passwordGuessLimiter(),
  });
