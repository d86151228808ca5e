import 'server-only';
import { adminRead, adminReadWhere } from '@/lib/firebase/admin';
import { FORM_NODES } from '@/lib/forms/options';
import { attemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { processLimiter } from '@/lib/rate-limit/process-limiter';
import { statusHistoryPath } from '@/lib/team/roles';
import { lookupComplaintStatus, soleComplaint, type StatusLookupInput } from './status-lookup';

/**
 * Every status check counts in the same limiter, apart from sign-in's (in Redis when REDIS_URL is
 * set, see processLimiter).
 */
const limiter = () => attemptLimiter('status-lookup', processLimiter);

/** The one complaint stored under a reference (see soleComplaint for two or more). */
async function findByReference(reference: string) {
  return soleComplaint(await adminReadWhere(FORM_NODES.complaint, 'reference', reference), reference);
}

export const checkComplaintStatus = (input: StatusLookupInput) =>
  lookupComplaintStatus(input, {
    findByReference,
    readHistory: (key) => adminRead(statusHistoryPath('complaint', key)),
    limiter: limiter(),
  });
