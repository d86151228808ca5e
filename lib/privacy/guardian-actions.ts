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
 * The token comes as a field of the form, not bound to the action: React reads a bound action's
 * arguments when it renders the answer to a post, and a token bound on each render would never settle.
 */
export async function answerGuardianLink(_previous: GuardianAnswer | null, data: FormData): Promise<GuardianAnswer> {
  if (!(await countAddress(await headers(), 'guardianConsent')).allowed) return 'tooMany';
  const decision = data.get('decision');
  const token = data.get('token');
  if ((decision !== 'agree' && decision !== 'refuse') || typeof token !== 'string') return 'invalid';
  try {
    return await answerGuardian(token, decision, Date.now(), adminGuardianStore);
  } catch (error) {
    console.error('Guardian answer not saved', error instanceof Error ? error.message : error);
    return 'failed';
  }
}
