import 'server-only';
import { adminRead } from '@/lib/firebase/admin';
import { attemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { processLimiter } from '@/lib/rate-limit/process-limiter';
import { invitationDatabase, openMemberSession } from './account-service';
import { deviceCookieKey, trustedDevice } from './device-cookie';
import { readTeamSecret, teamEnrolmentTickets } from './enrolment-service';
import { redeemInvitation } from './invitations';
import { signIn } from './sign-in';

/**
 * Every guess at a member's password (a sign-in, a password change) counts in the same limiter (in
 * Redis when REDIS_URL is set, see processLimiter).
 */
export const passwordGuessLimiter = () => attemptLimiter('sign-in', processLimiter);

/** `deviceCookie`: the request's device cookie, if any; trusted only when signed for this member ID. */
export const teamSignIn = ({
  deviceCookie,
  ...input
}: {
  memberId: string;
  password: string;
  address: string;
  deviceCookie?: string;
}) =>
  signIn(
    { ...input, device: trustedDevice(deviceCookie, input.memberId, deviceCookieKey()) ?? undefined },
    {
      readTeamMembers: () => adminRead('teamMembers'),
      readSecret: readTeamSecret,
      openSession: openMemberSession,
      redeemInvitation: (memberKey, typed) => redeemInvitation(memberKey, typed, invitationDatabase),
      tickets: teamEnrolmentTickets(),
      limiter: passwordGuessLimiter(),
    },
  );
