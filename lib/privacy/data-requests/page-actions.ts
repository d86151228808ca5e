'use server';

import { headers } from 'next/headers';
import { clientAddress } from '@/lib/http/client-address';
import { countAddress } from '@/lib/rate-limit/limit-request';
import { answerYourDataPost } from './page-post';
import type { YourDataAnswer } from './page-form';
import { askRequest } from './requests';
import { proveYourData, requestStore } from './service';
import { intentFrom, yourDataValuesFrom } from './page-form';

/*
 * The "Your data" form's one action, with scripts and without: Next answers a plain post with the
 * page rendered again. Its body is held to the server actions' limit (next.config.ts).
 */

export async function postYourData(_previous: YourDataAnswer | null, data: FormData): Promise<YourDataAnswer> {
  const requestHeaders = await headers();
  const verdict = await countAddress(requestHeaders, 'yourData');
  if (!verdict.allowed) {
    return {
      typed: yourDataValuesFrom(data),
      problem: { kind: 'tooManyAttempts', minutes: Math.ceil(verdict.retryAfterSeconds / 60) },
    };
  }
  try {
    return await answerYourDataPost(data, clientAddress(requestHeaders), {
      prove: proveYourData,
      ask: async (found, details) => askRequest(found, details, await requestStore()),
    });
  } catch (error) {
    console.error('Your data request failed', intentFrom(data), error instanceof Error ? error.message : error);
    return { typed: yourDataValuesFrom(data), problem: { kind: 'failed' } };
  }
}
