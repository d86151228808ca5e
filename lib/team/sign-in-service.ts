import 'server-only';
import { adminRead, mintCustomToken } from '@/lib/firebase/admin';
import { GUESSING_POLICY, memoryAttemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { signIn } from './sign-in';

/** One limiter for the whole server process, shared by every sign-in request. */
const limiter = memoryAttemptLimiter(GUESSING_POLICY);

export const teamSignIn = (input: { memberId: string; password: string; address: string }) =>
  signIn(input, { readTeamMembers: () => adminRead('teamMembers'), mintToken: mintCustomToken, limiter });
