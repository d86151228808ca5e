import 'server-only';
import { adminRead, mintCustomToken } from '@/lib/firebase/admin';
import { attemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { processLimiter } from '@/lib/rate-limit/process-limiter';
import { deviceCookieKey, trustedDevice } from './device-cookie';
import { readTeamSecret, teamEnrolmentTickets } from './enrolment-service';
import { signIn } from './sign-in';

/** Every sign-in request counts in the same limiter (in Redis when REDIS_URL is set, see processLimiter). */
const limiter = () => attemptLimiter('sign-in', processLimiter);

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
      mintToken: mintCustomToken,
      tickets: teamEnrolmentTickets(),
      limiter: limiter(),
    },
  );
