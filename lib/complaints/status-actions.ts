'use server';

import { headers } from 'next/headers';
import { clientAddress } from '@/lib/http/client-address';
import { countAddress } from '@/lib/rate-limit/limit-request';
import { checkComplaintStatus } from './status-lookup-service';
import { answerStatusPost } from './status-post-service';
import type { StatusPostAnswer } from './status-post';

/*
 * The status check as a plain HTML form posts it, for a browser that runs no scripts: React renders
 * the form with this as its action and Next answers the post with the page rendered again. With
 * scripts, the form asks POST /api/complaints/status instead; both count against its limit.
 */

export async function postComplaintStatus(
  _previous: StatusPostAnswer | null,
  data: FormData,
): Promise<StatusPostAnswer> {
  const requestHeaders = await headers();
  const verdict = await countAddress(requestHeaders, 'complaintStatus');
  return answerStatusPost(data, clientAddress(requestHeaders), async (input) =>
    verdict.allowed
      ? checkComplaintStatus(input)
      : {
          ok: false,
          code: 'tooManyAttempts',
          retryAfterSeconds: verdict.retryAfterSeconds,
          retryAfterMinutes: Math.ceil(verdict.retryAfterSeconds / 60),
        },
  );
}
