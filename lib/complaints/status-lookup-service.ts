import 'server-only';
import { adminRead, adminReadWhere } from '@/lib/firebase/admin';
import { FORM_NODES } from '@/lib/forms/options';
import { attemptLimiter, GUESSING_POLICY, guessingShape } from '@/lib/rate-limit/attempt-limiter';
import { processLimiter } from '@/lib/rate-limit/process-limiter';
import { statusHistoryPath } from '@/lib/team/roles';
import { lookupComplaintStatus, type StatusLookupInput } from './status-lookup';

/**
 * Every status check counts in the same limiter, apart from sign-in's (in Redis when REDIS_URL is
 * set, see processLimiter).
 */
const limiter = () => attemptLimiter(processLimiter(guessingShape('status-lookup', GUESSING_POLICY)));

/**
 * The first complaint stored under a reference. References are the last 8 characters of a random
 * push key, so two complaints sharing one is not a real prospect.
 */
async function findByReference(reference: string) {
  const matches = await adminReadWhere(FORM_NODES.complaint, 'reference', reference);
  if (typeof matches !== 'object' || matches === null) return null;
  const [first] = Object.entries(matches as Record<string, unknown>);
  return first ? { key: first[0], record: first[1] } : null;
}

export const checkComplaintStatus = (input: StatusLookupInput) =>
  lookupComplaintStatus(input, {
    findByReference,
    readHistory: (key) => adminRead(statusHistoryPath('complaint', key)),
    limiter: limiter(),
  });
