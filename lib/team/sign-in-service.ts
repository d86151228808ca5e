import 'server-only';
import { adminRead, mintCustomToken } from '@/lib/firebase/admin';
import { attemptLimiter, GUESSING_POLICY, guessingShape } from '@/lib/rate-limit/attempt-limiter';
import { processLimiter } from '@/lib/rate-limit/process-limiter';
import { readTeamSecret, teamEnrolmentTickets } from './enrolment-service';
import { signIn } from './sign-in';

/** Every sign-in request counts in the same limiter (in Redis when REDIS_URL is set, see processLimiter). */
const limiter = () => attemptLimiter(processLimiter(guessingShape('sign-in', GUESSING_POLICY)));

export const teamSignIn = (input: { memberId: string; password: string; address: string }) =>
  signIn(input, {
    readTeamMembers: () => adminRead('teamMembers'),
    readSecret: readTeamSecret,
    mintToken: mintCustomToken,
    tickets: teamEnrolmentTickets(),
    limiter: limiter(),
  });
