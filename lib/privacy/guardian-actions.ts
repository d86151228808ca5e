'use server';

import { headers } from 'next/headers';
import { countAddress } from '@/lib/rate-limit/limit-request';
import { answerGuardian } from './guardian-consent';
import { adminGuardianStore } from './form-saving';

/** What the parent's page shows after an answer. */
export type GuardianAnswer = 'confirmed' | 'refused' | 'invalid' | 'tooMany' | 'failed';

/**
 * A parent's "I agree" / "I do not agree", posted as a plain form (it works without scripts): the
 * page is rendered again with the answer. An unknown or expired link answers 'invalid', alike.
 */
export async function answerGuardianLink(
  token: string,
  _previous: GuardianAnswer | null,
  data: FormData,
): Promise<GuardianAnswer> {
  if (!(await countAddress(await headers(), 'guardianConsent')).allowed) return 'tooMany';
  const decision = data.get('decision');
  if (decision !== 'agree' && decision !== 'refuse') return 'invalid';
  try {
    return await answerGuardian(token, decision, Date.now(), adminGuardianStore);
  } catch (error) {
    console.error('Guardian answer not saved', error instanceof Error ? error.message : error);
    return 'failed';
  }
}
