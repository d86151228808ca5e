import 'server-only';
import { adminRead, mintCustomToken } from '@/lib/firebase/admin';
import { GUESSING_POLICY, storeAttemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { openSharedStore } from '@/lib/shared-store';
import { signIn } from './sign-in';

/** One limiter, shared by every sign-in request (in the shared store, see lib/shared-store). */
const limiter = storeAttemptLimiter(
  openSharedStore<number[]>('sign-in-failures', GUESSING_POLICY.maxKeys),
  GUESSING_POLICY,
);

export const teamSignIn = (input: { memberId: string; password: string; address: string }) =>
  signIn(input, { readTeamMembers: () => adminRead('teamMembers'), mintToken: mintCustomToken, limiter });
